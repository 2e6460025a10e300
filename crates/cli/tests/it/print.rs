//! `arbiter print`: every document of a 200-player event, read back with a PDF reader
//! (poppler's `pdfinfo` and `pdftotext`): page counts, paper, orientation, and the text
//! of the first and last board and player.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use serde_json::Value;

fn arbiter(data: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .arg("--data")
        .arg(data)
        .args(args)
        .env("ARBITER_USER", "test")
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

fn ok(data: &Path, args: &[&str]) -> String {
    let o = arbiter(data, args);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// True when poppler's tools are here; on CI their absence is a failure, not a skip.
fn have_poppler() -> bool {
    let found = ["pdfinfo", "pdftotext"].iter().all(|tool| {
        Command::new(tool)
            .arg("-v")
            .output()
            .is_ok_and(|o| o.status.success() || !o.stderr.is_empty())
    });
    if !found {
        assert!(
            std::env::var_os("CI").is_none(),
            "pdfinfo and pdftotext (poppler-utils) are needed on CI"
        );
        eprintln!("skipped: pdfinfo or pdftotext is missing (install poppler-utils)");
    }
    found
}

/// What `pdfinfo` says of a file.
struct Info {
    pages: usize,
    width: f64,
    height: f64,
}

fn pdfinfo(file: &Path) -> Info {
    let o = Command::new("pdfinfo").arg(file).output().unwrap();
    assert!(o.status.success(), "pdfinfo {}", file.display());
    let text = String::from_utf8_lossy(&o.stdout).into_owned();
    let field = |name: &str| {
        text.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(str::trim)
            .unwrap_or_else(|| panic!("no {name} in {text}"))
            .to_string()
    };
    let size = field("Page size:");
    let mut nums = size.split_whitespace();
    let width: f64 = nums.next().unwrap().parse().unwrap();
    nums.next();
    let height: f64 = nums.next().unwrap().parse().unwrap();
    Info {
        pages: field("Pages:").parse().unwrap(),
        width,
        height,
    }
}

fn pdftotext(file: &Path) -> String {
    let o = Command::new("pdftotext")
        .args(["-layout", "-enc", "UTF-8"])
        .arg(file)
        .arg("-")
        .output()
        .unwrap();
    assert!(o.status.success(), "pdftotext {}", file.display());
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A4 and Letter in points, either way up.
const A4: (f64, f64) = (595.3, 841.9);
const LETTER: (f64, f64) = (612.0, 792.0);

fn is_paper(i: &Info, paper: (f64, f64), landscape: bool) -> bool {
    let (w, h) = if landscape { (paper.1, paper.0) } else { paper };
    (i.width - w).abs() < 1.0 && (i.height - h).abs() < 1.0
}

struct Event {
    data: PathBuf,
    out: PathBuf,
    /// Names by start rank (index 0 is player 1).
    names: Vec<String>,
    /// The last round's boards: (white, black) start ranks.
    boards: Vec<(usize, usize)>,
    /// The last round's byes: start ranks.
    byes: Vec<usize>,
}

impl Event {
    fn name(&self, rank: usize) -> &str {
        &self.names[rank - 1]
    }

    /// Prints `args` into `file` in the output directory and returns its path.
    fn print(&self, file: &str, args: &[&str]) -> PathBuf {
        let path = self.out.join(file);
        let mut all = vec!["print", "big"];
        all.extend_from_slice(args);
        all.extend_from_slice(&["-o", path.to_str().unwrap()]);
        let stdout = ok(&self.data, &all);
        assert!(stdout.contains("wrote"), "{stdout}");
        assert!(std::fs::read(&path).unwrap().starts_with(b"%PDF-"));
        path
    }
}

/// A generated 200-player, 9-round Swiss, imported, with a Cyrillic name for player 1 and
/// a name that looks like markup for player 200.
fn big_event(dir: &Path) -> Event {
    let data = dir.join("data");
    let out = dir.join("out");
    std::fs::create_dir_all(&out).unwrap();
    let trf = dir.join("big.trf");
    ok(
        &data,
        &[
            "generate",
            "--players",
            "200",
            "--rounds",
            "9",
            "--seed",
            "18",
            "-o",
            trf.to_str().unwrap(),
        ],
    );
    ok(&data, &["import", trf.to_str().unwrap(), "--name", "big"]);
    ok(
        &data,
        &["player", "edit", "big", "1", "--name", "Иванов, Пётр"],
    );
    ok(
        &data,
        &["player", "edit", "big", "200", "--name", "#panic(), *Bold*"],
    );
    let players: Value =
        serde_json::from_str(&ok(&data, &["player", "list", "big", "--json"])).unwrap();
    let mut names = vec![String::new(); 200];
    for p in players.as_array().unwrap() {
        let rank = p["start_rank"].as_u64().unwrap() as usize;
        names[rank - 1] = p["name"].as_str().unwrap().to_string();
    }
    let pairing: Value = serde_json::from_str(&ok(&data, &["pairing", "big", "--json"])).unwrap();
    assert_eq!(pairing["round"], 9);
    let boards = pairing["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            (
                b["white"].as_u64().unwrap() as usize,
                b["black"].as_u64().unwrap() as usize,
            )
        })
        .collect();
    let byes = pairing["byes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["player"].as_u64().unwrap() as usize)
        .collect();
    Event {
        data,
        out,
        names,
        boards,
        byes,
    }
}

/// The line of `text` that holds `needle`.
fn line_with<'a>(text: &'a str, needle: &str) -> &'a str {
    text.lines()
        .find(|l| l.contains(needle))
        .unwrap_or_else(|| panic!("{needle:?} is not in:\n{text}"))
}

#[test]
fn every_document_of_a_200_player_event_reads_back() {
    if !have_poppler() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let ev = big_event(dir.path());
    let (first_w, first_b) = ev.boards[0];
    let (last_w, last_b) = *ev.boards.last().unwrap();
    let boards = ev.boards.len();

    // Pairings by board: both names of the first and the last board, on one line each.
    let f = ev.print("pairings.pdf", &["pairings", "--round", "9"]);
    let i = pdfinfo(&f);
    assert!(is_paper(&i, A4, false), "{} x {}", i.width, i.height);
    assert!(i.pages >= 2, "{} pages", i.pages);
    let text = pdftotext(&f);
    assert!(text.contains("Pairings – Round 9"), "{text}");
    let line = line_with(&text, ev.name(first_w));
    assert!(line.contains(ev.name(first_b)), "{line}");
    let line = line_with(&text, ev.name(last_b));
    assert!(line.contains(ev.name(last_w)), "{line}");
    assert!(line.trim_start().starts_with(&boards.to_string()), "{line}");

    // Who plays where: every player of the round (on a board or with a bye) and no one
    // else, alphabetically, the Cyrillic one after the Latin.
    let f = ev.print("names.pdf", &["pairings", "--by", "name"]);
    let text = pdftotext(&f);
    let mut in_round = vec![false; ev.names.len()];
    for &(w, b) in &ev.boards {
        in_round[w - 1] = true;
        in_round[b - 1] = true;
    }
    for &p in &ev.byes {
        in_round[p - 1] = true;
    }
    assert!(
        in_round.iter().any(|&x| !x),
        "the generated event has an absent player"
    );
    for (k, name) in ev.names.iter().enumerate() {
        let listed = text
            .lines()
            .any(|l| l.trim_start().starts_with(name.as_str()));
        assert_eq!(listed, in_round[k], "{name:?} listed: {listed}");
    }
    assert!(text.contains("Who plays where"));
    let cyrillic = text.find("Иванов, Пётр").unwrap();
    assert!(text.find(ev.name(2)).unwrap() < cyrillic);

    // Results on Letter.
    let f = ev.print("results.pdf", &["results", "--paper", "letter"]);
    let i = pdfinfo(&f);
    assert!(is_paper(&i, LETTER, false), "{} x {}", i.width, i.height);
    let text = pdftotext(&f);
    assert!(text.contains("Results – Round 9"), "{text}");
    let line = line_with(&text, ev.name(last_w));
    assert!(
        ["1-0", "0-1", "½-½", "+/−", "−/+", "−/−"]
            .iter()
            .any(|r| line.contains(r)),
        "{line}"
    );

    // Standings: the first and the last row as `arbiter standings` ranks them.
    let st: Value = serde_json::from_str(&ok(&ev.data, &["standings", "big", "--json"])).unwrap();
    let rows = st["players"].as_array().unwrap();
    let rank_of = |r: &Value| r["start_rank"].as_u64().unwrap() as usize;
    let top = rank_of(&rows[0]);
    let bottom = rank_of(rows.last().unwrap());
    let f = ev.print("standings.pdf", &["standings"]);
    let text = pdftotext(&f);
    assert!(text.contains("Standings – after round 9"), "{text}");
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    let first_row = lines.iter().position(|l| l.contains(ev.name(top))).unwrap();
    let last_row = lines
        .iter()
        .position(|l| l.contains(ev.name(bottom)))
        .unwrap();
    assert!(first_row < last_row);
    assert!(
        lines[first_row].trim_start().starts_with('1'),
        "{}",
        lines[first_row]
    );

    // The crosstable: landscape, over several pages, the header row on each of them.
    let f = ev.print("crosstable.pdf", &["crosstable"]);
    let i = pdfinfo(&f);
    assert!(is_paper(&i, A4, true), "{} x {}", i.width, i.height);
    assert!(i.pages >= 3, "{} pages", i.pages);
    let text = pdftotext(&f);
    let heads = text
        .lines()
        .filter(|l| l.contains("Name") && l.contains("Rating") && l.contains(" 9 "))
        .count();
    assert_eq!(heads, i.pages, "header rows:\n{text}");
    assert!(text.contains(ev.name(top)) && text.contains(ev.name(bottom)));

    // The wallchart: start order, so player 1 comes first and player 200 last.
    let f = ev.print("wallchart.pdf", &["wallchart", "--paper", "letter"]);
    let i = pdfinfo(&f);
    assert!(is_paper(&i, LETTER, true), "{} x {}", i.width, i.height);
    let text = pdftotext(&f);
    assert!(text.find(ev.name(1)).unwrap() < text.find(ev.name(200)).unwrap());

    // Slips, eight to a page, the first and last board's players on them.
    let f = ev.print("slips.pdf", &["slips"]);
    assert_eq!(pdfinfo(&f).pages, boards.div_ceil(8));
    let text = pdftotext(&f);
    for rank in [first_w, first_b, last_w, last_b] {
        assert!(text.contains(ev.name(rank)), "{} missing", ev.name(rank));
    }
    assert!(text.contains(&format!("Board {boards}")));

    // A board card per board of the round.
    let f = ev.print("cards.pdf", &["cards"]);
    let i = pdfinfo(&f);
    assert_eq!(i.pages, boards);
    assert!(i.width > i.height);

    // Badges, eight to a page, from a template with fields.
    let template = dir.path().join("badge.txt");
    std::fs::write(&template, "{event}\n# {name}\n{federation} · {rating}\n").unwrap();
    let f = ev.print(
        "badges.pdf",
        &["badges", "--template", template.to_str().unwrap()],
    );
    assert_eq!(pdfinfo(&f).pages, 25);
    let text = pdftotext(&f);
    assert!(
        text.contains("#panic(), *Bold*"),
        "the name printed as text"
    );
    assert!(text.contains("Иванов, Пётр"));

    // Translated headings and numbers.
    let f = ev.print("fr.pdf", &["standings", "--lang", "fr", "--round", "3"]);
    let text = pdftotext(&f);
    assert!(text.contains("Classement – après la ronde 3"), "{text}");
    assert!(text.contains(",5"), "decimal commas in French");
    let f = ev.print("ru.pdf", &["pairings", "--lang", "ru", "--round", "1"]);
    let text = pdftotext(&f);
    assert!(text.contains("Пары – Тур 1"), "{text}");
    assert!(text.contains("Иванов, Пётр"));
    assert!(text.contains("Страница 1 из"));
}

#[test]
fn bad_requests_are_refused_and_write_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    ok(&data, &["new", "empty", "--rounds", "5"]);
    ok(
        &data,
        &[
            "player",
            "add",
            "empty",
            "--name",
            "Solo, Han",
            "--rating",
            "1800",
        ],
    );
    let out = dir.path().join("x.pdf");
    let o = out.to_str().unwrap();
    let cases: [(&[&str], &str); 5] = [
        (
            &["print", "empty", "pairings", "-o", o],
            "no round has been paired yet",
        ),
        (
            &["print", "empty", "menus", "-o", o],
            "invalid value 'menus'",
        ),
        (
            &["print", "empty", "standings", "--round", "4", "-o", o],
            "round 4 is not paired",
        ),
        (
            &["print", "empty", "standings", "--lang", "pt", "-o", o],
            "unknown language",
        ),
        (&["print", "nosuch", "standings", "-o", o], "nosuch"),
    ];
    for (args, message) in cases {
        let r = arbiter(&data, args);
        assert_eq!(r.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&r.stderr);
        assert!(err.contains(message), "{args:?}: {err}");
        assert!(!out.exists(), "{args:?} wrote a file");
    }
    let template = dir.path().join("t.txt");
    std::fs::write(&template, "# {name}\n{nickname}\n").unwrap();
    let r = arbiter(
        &data,
        &[
            "print",
            "empty",
            "badges",
            "--template",
            template.to_str().unwrap(),
            "-o",
            o,
        ],
    );
    assert_eq!(r.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&r.stderr).contains("line 2"));
    assert!(!out.exists());
    // Badges need no round.
    ok(&data, &["print", "empty", "badges", "-o", o]);
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF-"));
}

#[test]
fn a_trf_file_prints_without_a_store() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("unused");
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/club-open.trf");
    let out = dir.path().join("st.pdf");
    let o = arbiter(
        &data,
        &[
            "print",
            example.to_str().unwrap(),
            "standings",
            "-o",
            out.to_str().unwrap(),
        ],
    );
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF-"));
    if have_poppler() {
        let text = pdftotext(&out);
        assert!(text.contains("Standings – after round 3"), "{text}");
    }
}
