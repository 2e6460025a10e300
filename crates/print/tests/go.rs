//! A Go McMahon event, read from an OpenGotha file of the reference corpus, prints by its
//! one ranking: the standings list its players in the ranking's order and places under the
//! McMahon score's name, the crosstable and wallchart are its wall list (no chess points),
//! and the round sheets show each player's McMahon score.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use arbiter_event::{State, events_from_go};
use arbiter_i18n::{Lang, decimal, t};
use arbiter_print::{Body, Kind, Request, Table, document};
use arbiter_standings::{Primary, Ranking};

fn state() -> State {
    state_of("mm03")
}

/// The final tournament of a case of the Go corpus, imported.
fn state_of(case: &str) -> State {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("../../../shared/corpus/go/{case}/final.xml"));
    let g = arbiter_gotha::read(&std::fs::read(&file).unwrap()).unwrap();
    let (events, _) = events_from_go(&g);
    State::fold(&events).unwrap()
}

fn table(s: &State, req: &Request) -> Table {
    match document(s, req).unwrap().body {
        Body::Table(t) => t,
        other => panic!("{other:?}"),
    }
}

fn texts(cells: &[arbiter_print::Cell]) -> Vec<String> {
    cells.iter().map(|c| c.text.clone()).collect()
}

#[test]
fn standings_list_the_ranking_under_the_mcmahon_score() {
    let s = state();
    let ranking = s.ranking().unwrap();
    assert_eq!(ranking.primary, Primary::McMahon);
    assert!(ranking.rows.len() > 10);
    for lang in [Lang::En, Lang::De] {
        let mut req = Request::new(Kind::Standings);
        req.lang = lang;
        let tb = table(&s, &req);
        let heads: Vec<&str> = tb.columns.iter().map(|c| c.head.as_str()).collect();
        // Place, number, name, Go rank, country, then the criteria.
        let first = 5;
        assert_eq!(heads.len(), first + ranking.columns.len(), "{heads:?}");
        assert_eq!(heads[first], Primary::McMahon.name(lang));
        assert_ne!(heads[first], t(lang, "points"));
        assert!(!heads.contains(&t(lang, "points").as_str()), "{heads:?}");
        let got: Vec<(String, String)> = tb
            .rows
            .iter()
            .map(|r| (r[0].text.clone(), r[1].text.clone()))
            .collect();
        let want: Vec<(String, String)> = ranking
            .rows
            .iter()
            .map(|r| (r.place.to_string(), r.player.get().to_string()))
            .collect();
        assert_eq!(got, want);
        for (row, r) in tb.rows.iter().zip(&ranking.rows) {
            let p = s.tournament.player(r.player).unwrap();
            assert_eq!(row[2].text, p.name);
            assert_eq!(row[3].text, p.go_rank.unwrap().to_string());
            let values: Vec<String> = ranking
                .formatted(r)
                .iter()
                .map(|v| decimal(lang, v))
                .collect();
            assert_eq!(texts(&row[first..]), values);
        }
        // Every code after the primary score is named in words below the table.
        for c in &ranking.columns[1..] {
            if !c.name(lang).is_empty() {
                assert!(
                    tb.legend
                        .iter()
                        .any(|l| l.mark == c.code() && l.text == c.name(lang)),
                    "{:?} not in {:?}",
                    c.code(),
                    tb.legend
                );
            }
        }
        assert!(!tb.legend.is_empty());
    }
}

/// A wall list cell: the opponent's line, the result, `/` or `!`, the colour, the handicap.
fn parse_cell(text: &str) -> Option<(usize, char, char, u8)> {
    let at = text.find(['+', '=', '-'])?;
    let line: usize = text[..at].parse().ok()?;
    let mut rest = text[at..].chars();
    let result = rest.next()?;
    if line == 0 {
        return rest.next().is_none().then_some((0, result, ' ', 0));
    }
    let how = rest.next()?;
    assert!(how == '/' || how == '!', "{text}");
    let colour = rest.next()?;
    let handicap: u8 = rest.as_str().parse().ok()?;
    Some((line, result, colour, handicap))
}

fn check_wall_list(s: &State, ranking: &Ranking, tb: &Table) {
    let rounds = ranking.rounds;
    let first = 3;
    let heads: Vec<&str> = tb.columns.iter().map(|c| c.head.as_str()).collect();
    assert_eq!(
        heads.len(),
        first + rounds + ranking.columns.len(),
        "{heads:?}"
    );
    // No chess points anywhere: no column of points, no running score under the rounds.
    assert!(
        !heads.contains(&t(Lang::En, "points").as_str()),
        "{heads:?}"
    );
    assert_eq!(&heads[first + rounds..], ranking.codes().as_slice());
    assert!(tb.rows.iter().flatten().all(|c| c.below.is_empty()));
    let names: Vec<String> = tb.rows.iter().map(|r| r[1].text.clone()).collect();
    let want: Vec<String> = ranking
        .rows
        .iter()
        .map(|r| s.tournament.player(r.player).unwrap().name.clone())
        .collect();
    assert_eq!(names, want);
    for (i, (row, r)) in tb.rows.iter().zip(&ranking.rows).enumerate() {
        assert_eq!(row[0].text, r.place.to_string());
        assert_eq!(texts(&row[first + rounds..]), ranking.formatted(r));
        // Each game reads the same from both ends: the opponent's line names this one back,
        // with the other colour, the opposite result and the same handicap.
        for k in 0..rounds {
            let text = &row[first + k].text;
            let (line, result, colour, handicap) =
                parse_cell(text).unwrap_or_else(|| panic!("{text:?}"));
            if line == 0 {
                continue;
            }
            let back = &tb.rows[line - 1][first + k].text;
            let (l2, r2, c2, h2) = parse_cell(back).unwrap();
            assert_eq!(l2, i + 1, "{text} / {back}");
            assert_eq!(h2, handicap, "{text} / {back}");
            assert_ne!(c2, colour, "{text} / {back}");
            let opposite = match result {
                '+' => '-',
                '-' => '+',
                x => x,
            };
            assert_eq!(r2, opposite, "{text} / {back}");
        }
    }
}

#[test]
fn crosstable_and_wallchart_are_the_wall_list() {
    let s = state();
    let ranking = s.ranking().unwrap();
    for kind in [Kind::Crosstable, Kind::Wallchart] {
        let tb = table(&s, &Request::new(kind));
        check_wall_list(&s, &ranking, &tb);
        assert!(tb.legend.iter().any(|l| l.mark == "MMS"), "{:?}", tb.legend);
    }
    // After an earlier round: that round's ranking, its rounds only.
    let mut req = Request::new(Kind::Crosstable);
    req.round = Some(2);
    let earlier = s.ranking_after(2).unwrap();
    check_wall_list(&s, &earlier, &table(&s, &req));
}

#[test]
fn round_sheets_show_the_mcmahon_score() {
    let s = state();
    let last = u16::try_from(s.tournament.rounds_paired()).unwrap();
    for (kind, after) in [(Kind::Pairings, last - 1), (Kind::Results, last)] {
        let mut req = Request::new(kind);
        req.round = Some(last);
        let doc = document(&s, &req).unwrap();
        let Body::Boards(b) = doc.body else {
            panic!("{:?}", doc.body)
        };
        assert_eq!(b.score_head, Primary::McMahon.name(Lang::En));
        let ranking = s.ranking_after(usize::from(after)).unwrap();
        let mms = |number: &str| {
            let r = ranking
                .rows
                .iter()
                .find(|r| r.player.get().to_string() == number)
                .unwrap();
            ranking.primary_text(r)
        };
        assert!(!b.boards.is_empty());
        let mut differs = false;
        for line in &b.boards {
            for side in [&line.white, &line.black] {
                assert_eq!(side.score, mms(&side.number), "{}", side.name);
                let id = ranking
                    .rows
                    .iter()
                    .find(|r| r.player.get().to_string() == side.number)
                    .unwrap()
                    .player;
                let points = s.tournament.score_after(id, usize::from(after)).to_string();
                differs |= side.score != points;
            }
        }
        // The McMahon score starts from the bar, so it is not the points.
        assert!(differs);
    }
}

/// A Go slip carries the game's handicap and komi, in the language's numbers, and offers
/// a jigo only when the komi is whole (issue 43: slips carried no handicap).
#[test]
fn slips_carry_the_handicap_and_komi() {
    // A McMahon tournament with handicaps up to five stones.
    let s = state_of("mm06");
    let (mut handicap_games, mut even_games) = (0, 0);
    for round in 1..=u16::try_from(s.tournament.rounds_paired()).unwrap() {
        for lang in [Lang::En, Lang::Fr] {
            let mut req = Request::new(Kind::Slips);
            req.round = Some(round);
            req.lang = lang;
            let Body::Slips { slips } = document(&s, &req).unwrap().body else {
                panic!("not slips")
            };
            let games = s.tournament.rounds()[usize::from(round) - 1].games();
            assert_eq!(slips.len(), games.len());
            for (slip, g) in slips.iter().zip(games) {
                let h = g.handicap.unwrap();
                assert_eq!(slip.handicap, h.stones.to_string());
                assert_eq!(slip.komi, decimal(lang, &h.komi.to_string()));
                let whole = h.komi.tenths() % 10 == 0;
                assert_eq!(slip.choices.iter().any(|c| c == "½-½"), whole);
                if h.stones > 0 {
                    handicap_games += 1;
                } else {
                    even_games += 1;
                }
            }
        }
    }
    assert!(handicap_games > 0 && even_games > 0);
}

#[test]
fn go_documents_typeset() {
    let s = state();
    let printer = arbiter_print::Printer::default();
    for kind in [
        Kind::Standings,
        Kind::Crosstable,
        Kind::Wallchart,
        Kind::Pairings,
        Kind::Slips,
    ] {
        let pdf = printer
            .print(&s, &Request::new(kind))
            .unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        assert!(pdf.starts_with(b"%PDF-"), "{kind:?}");
    }
}
