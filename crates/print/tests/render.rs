//! Every document of a small event typesets; names print as the text they are.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_event::{Board, Event, PlayerData, Settings, State};
use arbiter_i18n::Lang;
use arbiter_print::{BadgeTemplate, Body, Kind, Paper, PrintError, Printer, Request, document};

/// Names that would be markup if they were spliced into a template.
const NAMES: [&str; 8] = [
    "#panic(\"boom\")",
    "*Bold*, Not",
    "Иванов, Пётр",
    "$x^2$ Math",
    "_under_ <label> @ref",
    "Ødegaard, Åse",
    "[brackets] // comment",
    "Plain, Player",
];

fn event(rounds_with_results: usize) -> State {
    State::fold(&events(rounds_with_results))
        .map_err(|(i, e)| format!("event {i}: {e}"))
        .unwrap()
}

fn events(rounds_with_results: usize) -> Vec<Event> {
    let mut events = vec![Event::TournamentCreated {
        settings: Settings {
            name: "Test Open".into(),
            system: "dutch".into(),
            rounds: 5,
            city: Some("Lyon".into()),
            start_date: Some("2026/03/01".into()),
            end_date: Some("2026/03/05".into()),
            ..Settings::default()
        },
    }];
    for (i, n) in NAMES.iter().enumerate() {
        events.push(Event::PlayerRegistered {
            player: PlayerData {
                name: (*n).into(),
                rating: Some(2400 - 50 * u16::try_from(i).unwrap()),
                federation: Some("FRA".into()),
                title: (i == 0).then(|| "GM".into()),
                club: (i == 1).then(|| "{club} #set".into()),
                ..PlayerData::default()
            },
        });
    }
    events.push(Event::RegistrationClosed {
        order: (1..=8).collect(),
    });
    events.push(Event::RoundPaired {
        round: 1,
        engine: "manual".into(),
        version: String::new(),
        boards: (1..=4)
            .map(|b| Board {
                white: if b % 2 == 1 { b } else { b + 4 },
                black: if b % 2 == 1 { b + 4 } else { b },
                handicap: 0,
            })
            .collect(),
        bye: None,
        overridden: Vec::new(),
    });
    for board in 1..=rounds_with_results {
        events.push(Event::ResultSet {
            round: 1,
            board: u32::try_from(board).unwrap(),
            result: ["1-0", "1/2", "0-1", "+-"][board % 4].into(),
        });
    }
    events
}

fn pdftotext(pdf: &[u8]) -> Option<String> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("doc.pdf");
    std::fs::write(&path, pdf).unwrap();
    let out = std::process::Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(&path)
        .arg("-")
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn every_kind_typesets_in_every_language() {
    let printer = Printer::default();
    let s = event(4);
    for lang in Lang::ALL {
        for kind in Kind::ALL {
            let req = Request {
                lang,
                paper: if lang == Lang::En {
                    Paper::Letter
                } else {
                    Paper::A4
                },
                ..Request::new(kind)
            };
            let pdf = printer
                .print(&s, &req)
                .unwrap_or_else(|e| panic!("{kind:?} in {lang}: {e}"));
            assert!(pdf.starts_with(b"%PDF-"), "{kind:?} in {lang}");
        }
    }
}

#[test]
fn names_print_as_text_never_as_markup() {
    let printer = Printer::default();
    let s = event(4);
    let mut req = Request::new(Kind::Pairings);
    req.by_name = true;
    let pdf = printer.print(&s, &req).unwrap();
    let Some(text) = pdftotext(&pdf) else {
        assert!(std::env::var_os("CI").is_none(), "pdftotext is missing");
        return;
    };
    for name in NAMES {
        assert!(text.contains(name), "{name:?} missing from:\n{text}");
    }
    let mut req = Request::new(Kind::Badges);
    req.badge_template = Some(BadgeTemplate::parse("# {name}\nclub: {club}").unwrap());
    let text = pdftotext(&printer.print(&s, &req).unwrap()).unwrap_or_default();
    assert!(text.contains("club: {club} #set"), "{text}");
    assert!(text.contains("Иванов, Пётр"), "{text}");
}

#[test]
fn rounds_that_are_not_paired_are_refused() {
    let s = event(0);
    let mut req = Request::new(Kind::Pairings);
    req.round = Some(2);
    assert!(matches!(
        document(&s, &req),
        Err(PrintError::RoundOutOfRange {
            round: 2,
            paired: 1
        })
    ));
    req.round = Some(0);
    assert!(document(&s, &req).is_err());
    let mut fresh = event(0);
    fresh.tournament.pop_round();
    assert!(matches!(
        document(&fresh, &Request::new(Kind::Slips)),
        Err(PrintError::NoRound)
    ));
    // Board cards need no round: a card for every two players.
    match document(&fresh, &Request::new(Kind::Cards)).unwrap().body {
        Body::Cards { cards } => assert_eq!(cards.len(), 4),
        other => panic!("{other:?}"),
    }
}

#[test]
fn results_and_scores_are_written_in_the_language() {
    let s = event(4);
    let mut req = Request::new(Kind::Results);
    req.lang = Lang::Fr;
    let doc = document(&s, &req).unwrap();
    assert_eq!(doc.heading, "Résultats – Ronde 1");
    assert_eq!(doc.subtitle, "Lyon, 1er mars 2026 – 5 mars 2026");
    let Body::Boards(b) = &doc.body else {
        panic!("{:?}", doc.body)
    };
    let results: Vec<&str> = b.boards.iter().map(|l| l.result.as_str()).collect();
    assert_eq!(results, ["½-½", "0-1", "+/−", "1-0"]);
    // After a draw each side has half a point, written with a decimal comma.
    assert_eq!(b.boards[0].white.score, "0,5");
    let mut req = Request::new(Kind::Standings);
    req.lang = Lang::Ru;
    let doc = document(&s, &req).unwrap();
    assert_eq!(doc.heading, "Турнирная таблица – после 1-го тура");
}

#[test]
fn a_name_in_a_script_no_font_has_is_reported() {
    let printer = Printer::default();
    assert_eq!(printer.uncovered("Иванов Ødegaard"), Vec::<char>::new());
    assert_eq!(printer.uncovered("王 Li"), vec!['王']);
}

/// The title forms typeset from the norm checks; names stay text; IT1 asks for a player.
#[test]
fn title_forms_typeset() {
    let printer = Printer::default();
    let s = event(4);
    let mut req = Request::new(Kind::It1);
    assert!(matches!(document(&s, &req), Err(PrintError::NormForm(_))));
    req.norm.player = Some(arbiter_core::PlayerId::from_index(0));
    req.norm.title = arbiter_standings::norms::NormTitle::parse("gm");
    let doc = document(&s, &req).unwrap();
    assert!(matches!(doc.body, Body::Form(_)));
    let pdf = printer.render(&doc).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    if let Some(text) = pdftotext(&pdf) {
        assert!(text.contains("#panic(\"boom\")"), "{text}");
        assert!(text.contains("Certificate of title result"), "{text}");
    }
    let pdf = printer.print(&s, &Request::new(Kind::It3)).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(Kind::parse("IT3").unwrap(), Kind::It3);
}

/// The standings name the primary score in words and the tie-break codes in a legend, and
/// mark a player who withdrew, the legend saying what the mark means.
#[test]
fn standings_have_a_legend_and_mark_withdrawn_players() {
    let s = event(4);
    let table = |s: &State| match document(s, &Request::new(Kind::Standings)).unwrap().body {
        Body::Table(t) => t,
        other => panic!("{other:?}"),
    };
    let before = table(&s);
    assert_eq!(before.columns[6].head, "Points");
    assert!(
        before
            .legend
            .iter()
            .any(|l| l.mark == "BH-C1" && l.text == "Buchholz Cut-1")
    );
    assert!(before.legend.iter().all(|l| l.mark != "*"));
    assert!(before.rows.iter().all(|r| !r[3].text.ends_with(" *")));
    let mut events = events(4);
    events.push(Event::PlayerWithdrawn {
        player: 3,
        from_round: 2,
    });
    let s = State::fold(&events).unwrap();
    let after = table(&s);
    let marked: Vec<&str> = after
        .rows
        .iter()
        .filter(|r| r[3].text.ends_with(" *"))
        .map(|r| r[1].text.as_str())
        .collect();
    assert_eq!(marked, ["3"]);
    assert!(
        after
            .legend
            .iter()
            .any(|l| l.mark == "*" && l.text == "withdrawn")
    );
}

/// Issue 44: the crosstable and the wallchart mark a player who withdrew and have a
/// legend for their marks (colours, forfeits, byes) and, the crosstable, its tie-break
/// codes.
#[test]
fn issue_44_crosstable_and_wallchart_have_legends_and_mark_withdrawn_players() {
    let mut events = events(4);
    events.push(Event::PlayerWithdrawn {
        player: 3,
        from_round: 2,
    });
    let s = State::fold(&events).unwrap();
    for (kind, name_col) in [(Kind::Crosstable, 2), (Kind::Wallchart, 2)] {
        let table = match document(&s, &Request::new(kind)).unwrap().body {
            Body::Table(t) => t,
            other => panic!("{other:?}"),
        };
        let marked: Vec<&str> = table
            .rows
            .iter()
            .filter(|r| r[name_col].text.ends_with(" *"))
            .map(|r| r[name_col].text.as_str())
            .collect();
        assert_eq!(marked.len(), 1, "{kind:?}: {:?}", table.rows);
        let marks: Vec<&str> = table.legend.iter().map(|l| l.mark.as_str()).collect();
        for want in ["w / b", "+ / −", "*"] {
            assert!(marks.contains(&want), "{kind:?}: {want} not in {marks:?}");
        }
        assert_eq!(
            marks.contains(&"BH-C1"),
            kind == Kind::Crosstable,
            "{kind:?}: {marks:?}"
        );
    }
}
