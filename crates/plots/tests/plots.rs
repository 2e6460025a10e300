//! The plots of a small known event, read back from the SVG: the documents are well-formed
//! XML, and the bars, segments and points stand where the data puts them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use arbiter_core::{PlayerId, Points};
use arbiter_event::{Availability, Board, Event, PlayerData, Settings, State};
use arbiter_i18n::Lang;
use quick_xml::events::Event as Xml;
use quick_xml::reader::Reader;
use std::collections::BTreeMap;

/// One element of a plot: its name, attributes, and its text (for `<text>`) or the text
/// of its `<title>` child (for bars and points).
#[derive(Debug, Default, Clone)]
struct El {
    name: String,
    attrs: BTreeMap<String, String>,
    text: String,
}

impl El {
    fn num(&self, key: &str) -> f64 {
        self.attrs[key].parse().unwrap()
    }
    fn has_class(&self, class: &str) -> bool {
        self.attrs
            .get("class")
            .is_some_and(|c| c.split(' ').any(|x| x == class))
    }
}

fn element(e: &quick_xml::events::BytesStart<'_>) -> El {
    let mut el = El {
        name: String::from_utf8(e.name().as_ref().to_vec()).unwrap(),
        ..El::default()
    };
    for a in e.attributes() {
        let a = a.unwrap();
        el.attrs.insert(
            String::from_utf8(a.key.as_ref().to_vec()).unwrap(),
            a.normalized_value(quick_xml::XmlVersion::Implicit1_0)
                .unwrap()
                .into_owned(),
        );
    }
    el
}

/// Parses a whole document, failing on anything that is not well-formed XML.
fn parse(svg: &str) -> Vec<El> {
    let mut reader = Reader::from_str(svg);
    let mut out: Vec<El> = Vec::new();
    let mut open: Vec<usize> = Vec::new();
    loop {
        let ev = reader.read_event().unwrap_or_else(|e| panic!("{e}\n{svg}"));
        let text_into = |s: &str, out: &mut Vec<El>, open: &[usize]| {
            // Text belongs to the innermost element; a <title> hands it to its parent too.
            if let Some(&i) = open.last() {
                out[i].text.push_str(s);
                if let Some(&p) = open.iter().rev().nth(1).filter(|_| out[i].name == "title") {
                    out[p].text.push_str(s);
                }
            }
        };
        match ev {
            Xml::Start(e) => {
                out.push(element(&e));
                open.push(out.len() - 1);
            }
            Xml::Empty(e) => out.push(element(&e)),
            Xml::End(_) => {
                open.pop().unwrap();
            }
            Xml::Text(t) => text_into(&t.decode().unwrap(), &mut out, &open),
            Xml::GeneralRef(r) => {
                let s = match r.as_ref() {
                    b"amp" => "&",
                    b"lt" => "<",
                    b"gt" => ">",
                    b"quot" => "\"",
                    b"apos" => "'",
                    other => panic!("unexpected entity {other:?}"),
                };
                text_into(s, &mut out, &open);
            }
            Xml::Eof => break,
            _ => {}
        }
    }
    assert!(open.is_empty(), "unclosed elements");
    out
}

const ODD: &str = "Beta <&\"> Bo";

fn player(name: &str, rating: Option<u16>) -> Event {
    Event::PlayerRegistered {
        player: PlayerData {
            name: name.into(),
            rating,
            ..PlayerData::default()
        },
    }
}

fn paired(round: u16, boards: &[(u32, u32)], bye: Option<u32>) -> Event {
    Event::RoundPaired {
        round,
        engine: "dutch".into(),
        version: "test".into(),
        boards: boards
            .iter()
            .map(|&(white, black)| Board {
                white,
                black,
                handicap: 0,
            })
            .collect(),
        bye,
        overridden: Vec::new(),
    }
}

fn result(round: u16, board: u32, r: &str) -> Event {
    Event::ResultSet {
        round,
        board,
        result: r.into(),
    }
}

/// Six players; round 3 is paired with one result still to come.
///
/// | no | player     | rating | R1        | R2        | R3          |
/// |----|------------|--------|-----------|-----------|-------------|
/// | 1  | Alpha      | 2100   | W 3 1     | B 2 ½     | B 5 pending |
/// | 2  | Beta <&">  | 1950   | B 4 1     | W 1 ½     | bye         |
/// | 3  | Gamma      | 1850   | B 1 0     | B 5 0     | W 4 1       |
/// | 4  | Delta      | 1720   | W 2 0     | bye       | B 3 0       |
/// | 5  | Eps        | —      | B 6 1     | W 3 1     | W 1 pending |
/// | 6  | Zeta       | 1600   | W 5 0     | half bye  | half bye    |
fn event() -> State {
    let events = vec![
        Event::TournamentCreated {
            settings: Settings {
                name: "Spring".into(),
                system: "dutch".into(),
                rounds: 5,
                ..Settings::default()
            },
        },
        player("Alpha, Al", Some(2100)),
        player(ODD, Some(1950)),
        player("Gamma, Gus", Some(1850)),
        player("Delta, Di", Some(1720)),
        player("Eps, Ed", None),
        player("Zeta, Zoe", Some(1600)),
        Event::RegistrationClosed {
            order: vec![1, 2, 3, 4, 5, 6],
        },
        paired(1, &[(1, 3), (4, 2), (6, 5)], None),
        result(1, 1, "1-0"),
        result(1, 2, "0-1"),
        result(1, 3, "0-1"),
        Event::AvailabilitySet {
            player: 6,
            round: 2,
            status: Availability::HalfBye,
        },
        Event::AvailabilitySet {
            player: 6,
            round: 3,
            status: Availability::HalfBye,
        },
        paired(2, &[(2, 1), (5, 3)], Some(4)),
        result(2, 1, "1/2"),
        result(2, 2, "1-0"),
        paired(3, &[(5, 1), (3, 4)], Some(2)),
        result(3, 2, "1-0"),
    ];
    State::fold(&events).unwrap_or_else(|(i, e)| panic!("event {i}: {e}"))
}

fn created_only() -> State {
    State::fold(&[Event::TournamentCreated {
        settings: Settings {
            name: "Empty".into(),
            system: "dutch".into(),
            rounds: 5,
            ..Settings::default()
        },
    }])
    .unwrap()
}

fn pid(n: u32) -> PlayerId {
    PlayerId::new(n).unwrap()
}

/// The frame every plot shares: role, title and description first, a viewBox.
fn check_frame(els: &[El], title: &str) {
    let root = &els[0];
    assert_eq!(root.name, "svg");
    assert_eq!(root.attrs["role"], "img");
    assert_eq!(root.attrs["viewBox"], "0 0 640 400");
    assert_eq!(root.attrs["xmlns"], "http://www.w3.org/2000/svg");
    assert_eq!(els[1].name, "title");
    assert_eq!(els[1].text, title);
    assert_eq!(els[2].name, "desc");
    assert!(!els[2].text.is_empty());
}

/// Tick labels left of the plot area (`text-anchor="end"`, x < 64): value → the y of
/// their grid line (labels sit 4 units below it).
fn ticks_left(els: &[El], y_from: f64, y_to: f64) -> Vec<(f64, f64)> {
    els.iter()
        .filter(|e| {
            e.name == "text" && e.attrs.get("text-anchor").map(String::as_str) == Some("end")
        })
        .filter(|e| e.num("x") <= 64.0)
        .map(|e| {
            (
                e.text.replace(',', ".").parse::<f64>().unwrap(),
                e.num("y") - 4.0,
            )
        })
        .filter(|(_, y)| *y >= y_from && *y <= y_to)
        .collect()
}

/// The y a value has on an axis, from two of its tick labels.
fn y_of(ticks: &[(f64, f64)], v: f64) -> f64 {
    let (a, b) = (ticks[0], ticks[ticks.len() - 1]);
    a.1 + (v - a.0) / (b.0 - a.0) * (b.1 - a.1)
}

#[test]
fn score_and_rank_draws_each_complete_round() {
    let s = event();
    let data = arbiter_plots::progress(&s, pid(2)).unwrap();
    // Round 3 still has a game without a result: two complete rounds.
    assert_eq!(data.len(), 2);
    assert_eq!(data[0].score, Points::ONE);
    assert_eq!(data[1].score, Points::from_halves(3));
    // After round 2 player 5 leads alone with 2 points; 1 and 2 follow with 1.5.
    assert!(data[1].place == 2 || data[1].place == 3, "{data:?}");

    let svg = arbiter_plots::score_and_rank(&s, pid(2), Lang::En).unwrap();
    let els = parse(&svg);
    check_frame(&els, &format!("{ODD}: score and rank by round"));
    assert!(svg.contains("Beta &lt;&amp;&quot;&gt; Bo"), "{svg}");
    assert!(!svg.contains(ODD));
    assert!(
        els[2].text.contains("Round 2: score 1.5, rank"),
        "{}",
        els[2].text
    );

    let score_ticks = ticks_left(&els, 60.0, 200.0);
    let place_ticks = ticks_left(&els, 240.0, 360.0);
    // The score axis runs from 0 to the 2 points two rounds can give.
    assert_eq!(score_ticks.first().unwrap().0, 0.0);
    assert_eq!(score_ticks.last().unwrap().0, 2.0);
    assert_eq!(place_ticks.first().unwrap().0, 1.0);
    assert_eq!(place_ticks.last().unwrap().0, 6.0);
    let scores: Vec<&El> = els.iter().filter(|e| e.has_class("ap-score")).collect();
    let places: Vec<&El> = els.iter().filter(|e| e.has_class("ap-place")).collect();
    assert_eq!((scores.len(), places.len()), (2, 2));
    for ((sc, pl), d) in scores.iter().zip(&places).zip(&data) {
        assert!((sc.num("cy") - y_of(&score_ticks, d.score.as_f64())).abs() < 0.2);
        assert!((pl.num("cy") - y_of(&place_ticks, f64::from(d.place))).abs() < 0.2);
        assert_eq!(sc.num("cx"), pl.num("cx"));
    }
    assert!(scores[0].num("cx") < scores[1].num("cx"));
    // The same state gives the same bytes.
    assert_eq!(
        svg,
        arbiter_plots::score_and_rank(&s, pid(2), Lang::En).unwrap()
    );
}

#[test]
fn an_unknown_player_is_an_error() {
    assert_eq!(
        arbiter_plots::score_and_rank(&event(), pid(7), Lang::En),
        Err(arbiter_plots::PlotError::UnknownPlayer(7))
    );
}

#[test]
fn rating_bars_count_the_players_of_each_band() {
    let s = event();
    let svg = arbiter_plots::rating_distribution(&s, Lang::En);
    let els = parse(&svg);
    check_frame(&els, "Rating distribution");
    let bars: Vec<&El> = els.iter().filter(|e| e.has_class("ap-bar")).collect();
    // Unrated first, then 1600, 1700, 1800, 1900, 2000 (empty), 2100.
    let tips: Vec<&str> = bars.iter().map(|b| b.text.as_str()).collect();
    assert_eq!(
        tips,
        [
            "1 unrated player",
            "1600–1699: 1 player",
            "1700–1799: 1 player",
            "1800–1899: 1 player",
            "1900–1999: 1 player",
            "2000–2099: 0 players",
            "2100–2199: 1 player"
        ]
    );
    let ticks = ticks_left(&els, 40.0, 400.0);
    let counts = [1.0, 1.0, 1.0, 1.0, 1.0, 0.0, 1.0];
    for (b, c) in bars.iter().zip(counts) {
        // Bars stand on the axis and reach their count.
        assert!((b.num("y") + b.num("height") - y_of(&ticks, 0.0)).abs() < 0.2);
        assert!((b.num("y") - y_of(&ticks, c)).abs() < 0.2, "{b:?}");
    }
    assert!(bars[0].has_class("ap-unrated"));
    // French numbers and words.
    let fr = arbiter_plots::rating_distribution(&s, Lang::Fr);
    assert!(fr.contains("Répartition des classements Elo") && fr.contains("Sans Elo"));
}

#[test]
fn performance_points_sit_at_rating_and_performance() {
    let s = event();
    let perf = arbiter_plots::performances(&s.tournament);
    let got: Vec<(u32, u16, i64)> = perf
        .players
        .iter()
        .map(|p| (p.player.get(), p.rating, p.performance))
        .collect();
    // ARO + dp(p) (C.07 art. 10.2): 1: (1850+1950)/2 + dp(75) = 1900 + 193; 2: (1720+2100)/2
    // + 193; 3: (2100+1720)/2 + 0 (the game against the unrated player does not count);
    // 4: (1950+1850)/2 − 800.
    assert_eq!(
        got,
        [
            (1, 2100, 2093),
            (2, 1950, 2103),
            (3, 1850, 1910),
            (4, 1720, 1100)
        ]
    );
    assert_eq!((perf.without_games, perf.unrated), (1, 1));

    let svg = arbiter_plots::performance_vs_rating(&s, Lang::En);
    let els = parse(&svg);
    check_frame(&els, "Performance against rating");
    let points: Vec<&El> = els.iter().filter(|e| e.has_class("ap-point")).collect();
    assert_eq!(points.len(), 4);
    // Both axes share one scale: read it from the y labels and the x labels.
    let yt = ticks_left(&els, 40.0, 330.0);
    let xt: Vec<(f64, f64)> = els
        .iter()
        .filter(|e| e.name == "text" && e.has_class("ap-mute"))
        .filter(|e| e.attrs.get("text-anchor").map(String::as_str) == Some("middle"))
        .filter_map(|e| e.text.parse::<f64>().ok().map(|v| (v, e.num("x"))))
        .collect();
    for (p, (_, rating, performance)) in points.iter().zip(&got) {
        assert!(
            (p.num("cx") - y_of(&xt, f64::from(*rating))).abs() < 0.2,
            "{p:?}"
        );
        assert!(
            (p.num("cy") - y_of(&yt, *performance as f64)).abs() < 0.2,
            "{p:?}"
        );
    }
    assert!(points[1].text.starts_with(ODD), "{:?}", points[1].text);
    assert!(svg.contains("1 player without rated games is not shown"));
    assert!(svg.contains("1 unrated player is not shown"));
    let diagonal = els.iter().find(|e| e.has_class("ap-diagonal")).unwrap();
    // The diagonal joins (lo, lo) to (hi, hi).
    assert!((diagonal.num("x1") - y_of(&xt, y_of_inv(&yt, diagonal.num("y1")))).abs() < 0.2);
}

/// The value at height `y` of an axis.
fn y_of_inv(ticks: &[(f64, f64)], y: f64) -> f64 {
    let (a, b) = (ticks[0], ticks[ticks.len() - 1]);
    a.0 + (y - a.1) / (b.1 - a.1) * (b.0 - a.0)
}

#[test]
fn score_groups_stack_the_players_of_each_score() {
    let s = event();
    let groups = arbiter_plots::score_group_sizes(&s);
    let expected: Vec<Vec<(i32, usize)>> = vec![
        vec![(0, 6)],
        // Player 6 took a half-point bye: not paired, not counted.
        vec![(10, 3), (0, 2)],
        vec![(20, 1), (15, 2), (10, 1), (0, 1)],
    ];
    let got: Vec<Vec<(i32, usize)>> = groups
        .iter()
        .map(|r| r.groups.iter().map(|(p, c)| (p.tenths(), *c)).collect())
        .collect();
    assert_eq!(got, expected);

    let svg = arbiter_plots::score_groups(&s, Lang::En);
    let els = parse(&svg);
    check_frame(&els, "Score groups by round");
    let ticks = ticks_left(&els, 40.0, 400.0);
    let segments: Vec<&El> = els.iter().filter(|e| e.has_class("ap-segment")).collect();
    assert_eq!(segments.len(), 7);
    // Columns left to right, by their x in tenths.
    let mut by_x: BTreeMap<i64, Vec<&El>> = BTreeMap::new();
    for seg in &segments {
        by_x.entry((seg.num("x") * 10.0).round() as i64)
            .or_default()
            .push(seg);
    }
    let columns: Vec<Vec<&El>> = by_x.into_values().collect();
    assert_eq!(columns.len(), 3);
    for (col, round) in columns.iter().zip(&expected) {
        // Drawn lowest score first, from the axis up, each as tall as its count.
        let mut base = 0usize;
        for (seg, (_, count)) in col.iter().zip(round.iter().rev()) {
            let bottom = seg.num("y") + seg.num("height");
            assert!((bottom - y_of(&ticks, base as f64)).abs() < 0.2, "{seg:?}");
            assert!(
                (seg.num("y") - y_of(&ticks, (base + count) as f64)).abs() < 0.2,
                "{seg:?} {ticks:?} {base} {count}"
            );
            base += count;
        }
    }
    assert_eq!(columns[2][3].text, "Round 3, score 2: 1 player");
    assert_eq!(columns[2][2].text, "Round 3, score 1.5: 2 players");
    let de = arbiter_plots::score_groups(&s, Lang::De);
    assert!(de.contains("Runde 3, Punktestand 1,5: 2 Spieler"), "{de}");
}

#[test]
fn an_event_without_rounds_gives_no_data_plots() {
    let s = created_only();
    for (svg, title) in [
        (
            arbiter_plots::rating_distribution(&s, Lang::En),
            "Rating distribution",
        ),
        (
            arbiter_plots::performance_vs_rating(&s, Lang::En),
            "Performance against rating",
        ),
        (
            arbiter_plots::score_groups(&s, Lang::En),
            "Score groups by round",
        ),
    ] {
        let els = parse(&svg);
        check_frame(&els, title);
        assert!(
            els.iter()
                .any(|e| e.has_class("ap-nodata") && e.text == "No data yet")
        );
    }
    // Players but no round yet.
    let mut s = s;
    s.apply(&player("Solo <b>", Some(1500))).unwrap();
    let svg = arbiter_plots::score_and_rank(&s, pid(1), Lang::Ru).unwrap();
    let els = parse(&svg);
    check_frame(&els, "Solo <b>: очки и место по турам");
    assert!(
        els.iter()
            .any(|e| e.has_class("ap-nodata") && e.text == "Данных пока нет")
    );
    // The rating plot already has its one player.
    let svg = arbiter_plots::rating_distribution(&s, Lang::En);
    assert_eq!(
        parse(&svg).iter().filter(|e| e.has_class("ap-bar")).count(),
        1
    );
}

#[test]
fn every_language_gives_a_well_formed_plot() {
    let s = event();
    for lang in Lang::ALL {
        for svg in [
            arbiter_plots::score_and_rank(&s, pid(1), lang).unwrap(),
            arbiter_plots::rating_distribution(&s, lang),
            arbiter_plots::performance_vs_rating(&s, lang),
            arbiter_plots::score_groups(&s, lang),
        ] {
            let els = parse(&svg);
            // No message key left untranslated.
            assert!(!svg.contains("plots-"), "{lang}: {svg}");
            assert!(els.len() > 10);
        }
    }
}

/// A McMahon event: scores are McMahon scores, places OpenGotha's, and performance
/// ratings (FIDE tables) do not apply.
#[test]
fn a_go_event_plots_its_mcmahon_scores() {
    let go_player = |name: &str, rank: &str| Event::PlayerRegistered {
        player: PlayerData {
            name: name.into(),
            go_rank: Some(rank.into()),
            ..PlayerData::default()
        },
    };
    let events = vec![
        Event::TournamentCreated {
            settings: Settings {
                name: "Go <Cup>".into(),
                system: "mcmahon".into(),
                rounds: 3,
                game: Some("go".into()),
                ..Settings::default()
            },
        },
        go_player("Kim", "3d"),
        go_player("Lee", "1d"),
        go_player("Park", "2k"),
        go_player("Cho", "5k"),
        Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        },
        paired(1, &[(1, 2), (3, 4)], None),
        result(1, 1, "1-0"),
        result(1, 2, "0-1"),
    ];
    let s = State::fold(&events).unwrap_or_else(|(i, e)| panic!("event {i}: {e}"));
    let p1 = arbiter_plots::progress(&s, pid(1)).unwrap();
    let p4 = arbiter_plots::progress(&s, pid(4)).unwrap();
    assert_eq!(p1.len(), 1);
    // Each won: the McMahon score is the start score plus one, so the stronger player
    // stays ahead.
    assert_eq!(p1[0].score - p4[0].score, {
        let start = arbiter_plots::score_group_sizes(&s)[0].groups.clone();
        start.first().unwrap().0 - start.last().unwrap().0
    });
    assert_eq!(p1[0].place, 1);
    let svg = arbiter_plots::score_and_rank(&s, pid(1), Lang::En).unwrap();
    parse(&svg);
    let svg = arbiter_plots::performance_vs_rating(&s, Lang::En);
    assert!(parse(&svg).iter().any(|e| e.has_class("ap-nodata")
        && e.text == "Performance ratings are computed for chess events only."));
    let groups = arbiter_plots::score_groups(&s, Lang::It);
    assert!(groups.contains("Gruppi di punteggio per turno"));
    parse(&groups);
}
