//! The command line as a user runs it: exit codes, messages, and no panic on any input.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic, missing_docs)]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

fn arbiter(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_arbiter"));
    cmd.args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap();
    if let Some(input) = stdin {
        child.stdin.take().unwrap().write_all(input).unwrap();
    }
    child.wait_with_output().unwrap()
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn corpus() -> PathBuf {
    repo().join("../shared/corpus")
}

fn example() -> String {
    repo().join("examples/club-open.trf").display().to_string()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

#[test]
fn validate_prints_a_summary() {
    let o = arbiter(&["trf", "validate", &example()], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        stdout(&o).ends_with("valid TRF: 5 players, 3 rounds played, 5 rounds planned\n"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn validate_reads_standard_input() {
    let bytes = std::fs::read(example()).unwrap();
    let o = arbiter(&["trf", "validate", "-"], Some(&bytes));
    assert_eq!(o.status.code(), Some(0));
    assert!(stdout(&o).starts_with("<stdin>: valid TRF"));
}

#[test]
fn validate_reports_every_error_with_its_position() {
    let bad = "012 Bad\n\
001    1      One                                                                1.0    1     2 w 1\n\
001    2      Two                                                                0.0    2     1 w 0\n\
001    3      Three                                                              1.0    3    40 w 1\n";
    let o = arbiter(&["trf", "validate", "-"], Some(bad.as_bytes()));
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains(
            "<stdin>:2:97: record 001: colours of the game 1-2 in round 1 are not opposite"
        ),
        "{err}"
    );
    assert!(err.contains("<stdin>:4:92: record 001: round entry names player 40, who is not in the player section"), "{err}");
    assert_eq!(err.lines().count(), 2, "{err}");
    assert!(stdout(&o).is_empty());
}

#[test]
fn fmt_is_idempotent_in_both_dialects() {
    for to in ["trf26", "trf16"] {
        let once = arbiter(&["trf", "fmt", &example(), "--to", to], None);
        assert_eq!(once.status.code(), Some(0), "{}", stderr(&once));
        let twice = arbiter(&["trf", "fmt", "-", "--to", to], Some(&once.stdout));
        assert_eq!(twice.status.code(), Some(0));
        assert_eq!(stdout(&once), stdout(&twice));
    }
    let trf16 = stdout(&arbiter(&["trf", "fmt", &example(), "--to", "trf16"], None));
    assert!(
        trf16.contains("\nXXR 5\n") && trf16.contains("\nXXC white1\n"),
        "{trf16}"
    );
    let trf26 = stdout(&arbiter(&["trf", "fmt", &example()], None));
    assert!(
        trf26.contains("\n142 5\n") && trf26.contains("\n152 W\n"),
        "{trf26}"
    );
}

#[test]
fn usage_and_missing_files_exit_2() {
    assert_eq!(arbiter(&[], None).status.code(), Some(2));
    assert_eq!(arbiter(&["trf", "frobnicate"], None).status.code(), Some(2));
    let o = arbiter(&["trf", "validate", "/nonexistent/file.trf"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot read /nonexistent/file.trf"));
    assert_eq!(arbiter(&["--help"], None).status.code(), Some(0));
}

/// A small deterministic generator, so that the mutations are the same on every run.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn mutate(bytes: &[u8], rng: &mut XorShift) -> Vec<u8> {
    let mut b = bytes.to_vec();
    let lines: Vec<usize> = std::iter::once(0)
        .chain(
            b.iter()
                .enumerate()
                .filter(|(_, c)| **c == b'\n')
                .map(|(i, _)| i + 1),
        )
        .filter(|&i| i < b.len())
        .collect();
    match rng.below(8) {
        0 => b.truncate(rng.below(b.len())),
        1 => {
            let i = rng.below(b.len());
            b.remove(i);
        }
        2 => {
            let i = rng.below(b.len());
            b[i] = b"0123456789 wb=+-HFUZx.\t\xff\x00"[rng.below(24)];
        }
        3 => {
            let i = rng.below(b.len());
            let j = rng.below(b.len());
            b.swap(i, j);
        }
        4 => {
            // Duplicate a line.
            let s = lines[rng.below(lines.len())];
            let e = b[s..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |p| s + p + 1);
            let copy = b[s..e].to_vec();
            b.splice(s..s, copy);
        }
        5 => {
            // Delete a line.
            let s = lines[rng.below(lines.len())];
            let e = b[s..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |p| s + p + 1);
            b.drain(s..e);
        }
        6 => {
            let i = rng.below(b.len());
            for _ in 0..rng.below(12) {
                b.insert(i, (rng.next() & 0xff) as u8);
            }
        }
        _ => {
            // Change a digit: opponents, points, ranks, rounds.
            let digits: Vec<usize> = b
                .iter()
                .enumerate()
                .filter(|(_, c)| c.is_ascii_digit())
                .map(|(i, _)| i)
                .collect();
            if !digits.is_empty() {
                let i = digits[rng.below(digits.len())];
                b[i] = b'0' + (rng.below(10) as u8);
            }
        }
    }
    b
}

#[test]
fn mutated_corpus_files_give_clear_errors_and_never_panic() {
    let manifest = std::fs::read_to_string(corpus().join("pairing/manifest.tsv"))
        .expect("the shared corpus beside the repository");
    let inputs: Vec<PathBuf> = manifest
        .lines()
        .skip(1)
        .step_by(37)
        .filter_map(|l| l.split('\t').nth(5))
        .map(|p| corpus().join("pairing").join(p))
        .chain([
            corpus().join("tiebreak/rr01.trf"),
            corpus().join("tiebreak/sw_b0006.trf"),
        ])
        .collect();
    assert!(inputs.len() >= 30);
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let (mut rejected, mut total) = (0, 0);
    for path in &inputs {
        let bytes = std::fs::read(path).unwrap();
        for _ in 0..10 {
            let m = mutate(&bytes, &mut rng);
            let o = arbiter(&["trf", "validate", "-"], Some(&m));
            total += 1;
            match o.status.code() {
                Some(0) => assert!(stdout(&o).starts_with("<stdin>: valid TRF")),
                Some(2) => {
                    rejected += 1;
                    let err = stderr(&o);
                    assert!(!err.is_empty());
                    for line in err.lines() {
                        let mut parts = line.splitn(4, ':');
                        assert_eq!(parts.next(), Some("<stdin>"), "{line}");
                        let l: usize = parts
                            .next()
                            .unwrap()
                            .parse()
                            .unwrap_or_else(|_| panic!("no line number: {line}"));
                        let c: usize = parts
                            .next()
                            .unwrap()
                            .parse()
                            .unwrap_or_else(|_| panic!("no column: {line}"));
                        assert!(l >= 1 && c >= 1, "{line}");
                    }
                }
                code => panic!(
                    "{}: exit {code:?} on a mutation\n{}",
                    path.display(),
                    stderr(&o)
                ),
            }
            if o.status.code() == Some(0) {
                // A mutation the validator accepts must still format and re-read.
                let f = arbiter(&["trf", "fmt", "-"], Some(&m));
                assert_eq!(f.status.code(), Some(0), "{}", stderr(&f));
            }
        }
    }
    assert!(total >= 300, "{total}");
    // Most mutations break something a validator must notice.
    assert!(
        rejected * 2 > total,
        "only {rejected} of {total} mutations were rejected"
    );
}

/// Runs arbiter on a data directory.
fn arbiter_in(dir: &Path, args: &[&str]) -> Output {
    let mut all = vec!["--data", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    arbiter(&all, None)
}

#[test]
fn acknowledged_writes_survive_sigkill() {
    use std::io::{BufRead, BufReader};
    let dir = tempfile::tempdir().unwrap();
    let ok = arbiter_in(dir.path(), &["new", "crash", "--rounds", "5"]);
    assert_eq!(ok.status.code(), Some(0), "{}", stderr(&ok));
    for kill_after in [40, 120, 200] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args([
                "--data",
                dir.path().to_str().unwrap(),
                "stress",
                "crash",
                "--events",
                "100000",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let mut last_ack = 0u64;
        let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
        for _ in 0..kill_after {
            let line = lines.next().unwrap().unwrap();
            last_ack = line.strip_prefix("ack ").unwrap().parse().unwrap();
        }
        // SIGKILL in the middle of the batch: no chance to flush or clean up.
        child.kill().unwrap();
        child.wait().unwrap();
        let log = arbiter_in(dir.path(), &["log", "crash", "--json"]);
        assert_eq!(log.status.code(), Some(0), "{}", stderr(&log));
        let events: serde_json::Value = serde_json::from_slice(&log.stdout).unwrap();
        let seqs: Vec<u64> = events
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["seq"].as_u64().unwrap())
            .collect();
        assert!(
            seqs.len() as u64 >= last_ack,
            "acknowledged {last_ack} events, found {}",
            seqs.len()
        );
        assert!(
            seqs.iter().enumerate().all(|(i, &s)| s == i as u64 + 1),
            "the log has gaps"
        );
        // The log still folds into a tournament, and takes new writes.
        let list = arbiter_in(dir.path(), &["player", "list", "crash", "--json"]);
        assert_eq!(list.status.code(), Some(0), "{}", stderr(&list));
        let players: serde_json::Value = serde_json::from_slice(&list.stdout).unwrap();
        assert_eq!(players.as_array().unwrap().len(), seqs.len() - 1);
    }
}

#[test]
fn a_tournament_lives_on_the_event_log() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let o = arbiter_in(dir.path(), args);
        assert_eq!(o.status.code(), Some(0), "arbiter {args:?}: {}", stderr(&o));
        stdout(&o)
    };
    let fails = |args: &[&str]| {
        let o = arbiter_in(dir.path(), args);
        assert_eq!(
            o.status.code(),
            Some(2),
            "arbiter {args:?} should fail: {}",
            stdout(&o)
        );
        stderr(&o)
    };
    run(&["new", "club", "--rounds", "3", "--points", "3,1,0"]);
    fails(&["new", "club", "--rounds", "3"]);
    let csv = dir.path().join("players.csv");
    std::fs::write(&csv, "name,rating,federation,title\n\"Zeta, Zoe\",1900,ENG,\n\"Alpha, Al\",2100,GER,FM\n\"Beta, Bo\",,FRA,\n\"Gamma, Gus\",2100,NOR,IM\n<script>alert(1)</script>,1000,,\n").unwrap();
    run(&["player", "import", "club", csv.to_str().unwrap()]);
    run(&["close", "club"]);
    let players: serde_json::Value =
        serde_json::from_str(&run(&["player", "list", "club", "--json"])).unwrap();
    let names: Vec<&str> = players
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Gamma, Gus",
            "Alpha, Al",
            "Zeta, Zoe",
            "<script>alert(1)</script>",
            "Beta, Bo"
        ]
    );
    run(&["absent", "club", "Beta", "--round", "1", "--bye", "half"]);
    assert!(fails(&["pair", "club", "--manual", "1-2,3-5"]).contains("player 5 asked for a bye"));
    run(&["pair", "club", "--manual", "1-2,3-4"]);
    run(&["result", "club", "--board", "1", "1-0"]);
    run(&["result", "club", "--board", "2", "+-"]);
    assert!(fails(&["result", "club", "--board", "2", "0-1"]).contains("correct it instead"));
    run(&["result", "club", "--board", "2", "1/2", "--correct"]);
    let rematch = fails(&["pair", "club", "--manual", "2-1,4-5,3-0"]);
    assert!(
        rematch.contains("players 2 and 1 have already played each other"),
        "{rematch}"
    );
    let forced: serde_json::Value = serde_json::from_str(&run(&[
        "pair",
        "club",
        "--manual",
        "2-1,4-5,3-0",
        "--force",
        "--json",
    ]))
    .unwrap();
    assert_eq!(
        forced["accepted_violations"][0],
        "players 2 and 1 have already played each other"
    );
    run(&["withdraw", "club", "Zeta", "--from-round", "3"]);
    run(&[
        "player",
        "add",
        "club",
        "--name",
        "Late, Larry",
        "--rating",
        "1700",
    ]);
    run(&["undo", "club"]);
    let export = run(&["export", "club"]);
    let check = arbiter(&["trf", "validate", "-"], Some(export.as_bytes()));
    assert_eq!(check.status.code(), Some(0), "{}\n{export}", stderr(&check));
    assert!(export.contains("162  W 3.0    D 1.0"), "{export}");
    // Re-import the export under another name: the same tournament.
    let trf = dir.path().join("club.trf");
    std::fs::write(&trf, &export).unwrap();
    run(&["import", trf.to_str().unwrap(), "--name", "copy"]);
    assert_eq!(run(&["export", "copy"]), export);
    let log: serde_json::Value = serde_json::from_str(&run(&["log", "club", "--json"])).unwrap();
    let kinds: Vec<&str> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    assert!(
        kinds.contains(&"round deleted")
            && kinds.contains(&"result corrected")
            && kinds.contains(&"late entry")
    );
    // Standings of a stored tournament, in 3/1/0 points.
    let table: serde_json::Value =
        serde_json::from_str(&run(&["standings", "club", "--format", "json"])).unwrap();
    let first = &table["players"][0];
    assert_eq!(
        (
            first["start_rank"].as_u64(),
            first["values"]["PTS"].as_f64()
        ),
        (Some(1), Some(3.0))
    );
}

#[test]
fn standings_crosstable_and_prizes_of_a_trf() {
    let rr = corpus().join("tiebreak/rr01.trf").display().to_string();
    let o = arbiter(&["standings", &rr, "--format", "json"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    // A round robin by its 092 record: the round-robin list of the corpus.
    assert_eq!(
        v["tiebreaks"],
        serde_json::json!(["PTS", "DE", "WIN", "SB", "KS"])
    );
    let players = v["players"].as_array().unwrap();
    let ranks: Vec<u64> = players
        .iter()
        .map(|p| p["rank"].as_u64().unwrap())
        .collect();
    assert_eq!(
        ranks,
        [1, 2, 3, 4, 5, 5],
        "players tied on everything share a place"
    );
    assert_eq!(players[0]["values"]["PTS"], 4.5);
    assert_eq!(players[0]["values"]["SB"], 9.5);
    let swiss = arbiter(
        &[
            "standings",
            &rr,
            "--mode",
            "swiss",
            "--tiebreaks",
            "BH-C1,BH",
            "--rules",
            "2024",
            "--format",
            "csv",
        ],
        None,
    );
    assert_eq!(swiss.status.code(), Some(0), "{}", stderr(&swiss));
    assert!(stdout(&swiss).lines().next().unwrap().contains("BH-C1"));
    let top: serde_json::Value = serde_json::from_slice(
        &arbiter(
            &[
                "standings",
                &rr,
                "--format",
                "json",
                "--category",
                "rating=2100-",
            ],
            None,
        )
        .stdout,
    )
    .unwrap();
    let starts: Vec<u64> = top["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["start_rank"].as_u64().unwrap())
        .collect();
    assert_eq!(starts, [1, 2, 3], "the category keeps the overall order");
    assert_eq!(
        arbiter(&["standings", &rr, "--category", "colour=blue"], None)
            .status
            .code(),
        Some(2)
    );
    let bad = arbiter(&["standings", &rr, "--tiebreaks", "XYZ"], None);
    assert_eq!(bad.status.code(), Some(2));
    let cross = arbiter(&["crosstable", &rr, "--order", "rank"], None);
    assert_eq!(cross.status.code(), Some(0));
    assert!(stdout(&cross).contains("Player01, RR01"));
    let prizes = arbiter(
        &[
            "prizes",
            &rr,
            "--prizes",
            "1000,800,600,400,200",
            "--hort",
            "--json",
        ],
        None,
    );
    let awards: serde_json::Value = serde_json::from_slice(&prizes.stdout).unwrap();
    // Places 5 and 5 pool the last prize: half of it by place, half shared (Hort).
    let total: u64 = awards
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["amount"].as_u64().unwrap())
        .sum();
    assert_eq!(total, 3000);
}

#[test]
fn round_robin_withdrawal_rule() {
    let trf = "012 Withdrawal\n092 Round Robin\nXXR 3\n001    1      One                                                                2.5          4 w 1     3 w 1     2 w =\n001    2      Two                                                                2.0          3 w =     4 w +     1 b =\n001    3      Three                                                              1.5          2 b =     1 b 0     4 w +\n001    4      Four                                                               0.0          1 b 0     2 b -     3 b -\n";
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rr.trf");
    std::fs::write(&file, trf).unwrap();
    let f = file.to_str().unwrap();
    let json = |args: &[&str]| -> serde_json::Value {
        let o = arbiter(args, None);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let plain = json(&["standings", f, "--format", "json"]);
    assert_eq!(plain["players"].as_array().unwrap().len(), 4);
    assert_eq!(plain["players"][0]["values"]["PTS"], 2.5);
    // Player 4 played one game of three, fewer than half: their results are deleted.
    let ruled = json(&[
        "standings",
        f,
        "--format",
        "json",
        "--withdrawals",
        "per-cycle",
    ]);
    let players = ruled["players"].as_array().unwrap();
    let pts: Vec<(u64, f64)> = players
        .iter()
        .map(|p| {
            (
                p["start_rank"].as_u64().unwrap(),
                p["values"]["PTS"].as_f64().unwrap(),
            )
        })
        .collect();
    assert_eq!(pts, [(1, 1.5), (2, 1.0), (3, 0.5)]);
}

// ---- Engine mode: pair, check, generate, and the established engines' command lines ----

fn dutch_case() -> PathBuf {
    corpus().join("pairing/dutch/d0003")
}

/// The pairs of an engine-format output, as a sorted list; checks the count line.
fn pairs_of(text: &str) -> Vec<String> {
    let mut lines = text.lines();
    let count: usize = lines.next().unwrap().trim().parse().unwrap();
    let mut pairs: Vec<String> = lines.map(|l| l.trim().to_string()).collect();
    assert_eq!(pairs.len(), count, "count line of {text:?}");
    pairs.sort();
    pairs
}

fn expected_pairs(file: &Path) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| !l.is_empty())
        .collect();
    v.sort();
    v
}

#[test]
fn pair_a_trf_prints_the_reference_pairing() {
    for round in ["r02", "r03", "r05", "r08"] {
        let trf = dutch_case().join(format!("{round}.trf"));
        let o = arbiter(&["pair", trf.to_str().unwrap()], None);
        assert_eq!(o.status.code(), Some(0), "{round}: {}", stderr(&o));
        assert_eq!(
            pairs_of(&stdout(&o)),
            expected_pairs(&dutch_case().join(format!("{round}.pairs"))),
            "{round}"
        );
        assert!(stderr(&o).is_empty(), "{}", stderr(&o));
    }
}

#[test]
fn pair_explains_on_standard_error_and_writes_the_output_file() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("pairs.txt");
    let trf = dutch_case().join("r03.trf");
    let o = arbiter(
        &[
            "pair",
            trf.to_str().unwrap(),
            "--system",
            "dutch",
            "-o",
            out.to_str().unwrap(),
            "--explain",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stdout(&o).is_empty());
    let why = stderr(&o);
    assert!(why.contains("bracket 1.5 points"), "{why}");
    assert!(why.contains("C14"), "{why}");
    assert!(why.contains("pairing-allocated bye: 5"), "{why}");
    let written = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        pairs_of(&written),
        expected_pairs(&dutch_case().join("r03.pairs"))
    );
}

#[test]
fn pair_writes_through_links_and_into_pipes_without_replacing_them() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    let trf = dutch_case().join("r03.trf");
    let expected = expected_pairs(&dutch_case().join("r03.pairs"));
    // A symbolic link stays a link; the file it points to takes the pairing.
    let real = dir.path().join("real.txt");
    std::fs::write(&real, "old\n").unwrap();
    let link = dir.path().join("link.txt");
    std::os::unix::fs::symlink(&real, &link).unwrap();
    let o = arbiter(
        &["pair", trf.to_str().unwrap(), "-o", link.to_str().unwrap()],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink()
    );
    assert_eq!(pairs_of(&std::fs::read_to_string(&real).unwrap()), expected);
    // A named pipe (as a device like /dev/null) is written to, not replaced by a file.
    let fifo = dir.path().join("pipe");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read_to_string(fifo).unwrap())
    };
    let o = arbiter(
        &["pair", trf.to_str().unwrap(), "-o", fifo.to_str().unwrap()],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    // First: a pipe replaced by a file would leave the reader waiting forever.
    assert!(std::fs::metadata(&fifo).unwrap().file_type().is_fifo());
    assert_eq!(pairs_of(&reader.join().unwrap()), expected);
}

#[test]
fn pair_refuses_unknown_systems_and_bad_files() {
    let trf = dutch_case().join("r03.trf");
    let o = arbiter(&["pair", trf.to_str().unwrap(), "--system", "nosuch"], None);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no pairing engine for the system 'nosuch'"));
    let bad = "012 Broken\n001    1      Test0001 Player0001               2194                             1.5    9 w 1\n";
    let o = arbiter(&["pair", "-"], Some(bad.as_bytes()));
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("<stdin>:2:"), "{}", stderr(&o));
}

#[test]
fn pair_exits_1_when_no_legal_pairing_exists() {
    // Two players who have met: the second round cannot be paired ([C1]).
    let line = |rank: u32, name: &str, rating: u32, points: &str, cell: &str| {
        format!(
            "001 {rank:>4}      {name:<33} {rating:>4}{:28}{points:>4} {rank:>4}  {cell}\n",
            ""
        )
    };
    let trf = format!(
        "012 Two\n{}{}XXR 2\n",
        line(1, "One", 2000, "1.0", "   2 w 1"),
        line(2, "Two", 1900, "0.0", "   1 b 0")
    );
    let o = arbiter(&["pair", "-"], Some(trf.as_bytes()));
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    assert!(stderr(&o).contains("no valid pairing"), "{}", stderr(&o));
}

#[test]
fn check_agrees_with_reference_rounds_and_reports_differences() {
    let full = dutch_case().join("full.trf");
    let o = arbiter(&["check", full.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains("agrees"), "{}", stdout(&o));
    // Swap the colours of one game of the last round: the check must name the colour rule.
    let text = std::fs::read_to_string(&full).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let last_col = |l: &str| l.len().saturating_sub(8);
    let mut edited: Vec<String> = Vec::new();
    let mut swapped = 0;
    for l in &lines {
        let mut l = l.to_string();
        if l.starts_with("001") && swapped < 2 {
            let at = last_col(&l);
            let cell = &l[at..];
            let opp = cell[..4].trim();
            if opp != "0000" && !opp.is_empty() {
                let c = &cell[5..6];
                let flip = if c == "w" { "b" } else { "w" };
                // Flip the colour of players 1 and their opponent only.
                let me: u32 = l[4..8].trim().parse().unwrap();
                let their: u32 = opp.parse().unwrap();
                let first_game = lines
                    .iter()
                    .find(|x| {
                        x.starts_with("001") && {
                            let a = last_col(x);
                            x[a..a + 4].trim() != "0000"
                        }
                    })
                    .unwrap();
                let p1: u32 = first_game[4..8].trim().parse().unwrap();
                let o1: u32 = first_game[last_col(first_game)..last_col(first_game) + 4]
                    .trim()
                    .parse()
                    .unwrap();
                if me == p1 || their == p1 || (me == o1) {
                    l.replace_range(at + 5..at + 6, flip);
                    swapped += 1;
                }
            }
        }
        edited.push(l);
    }
    assert_eq!(swapped, 2);
    let o = arbiter(&["check", "-"], Some((edited.join("\n") + "\n").as_bytes()));
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let report = stdout(&o);
    assert!(report.contains("1 difference"), "{report}");
    assert!(report.contains("Article 5.2"), "{report}");
}

#[test]
fn generate_is_reproducible_and_its_rounds_check() {
    let dir = tempfile::tempdir().unwrap();
    let run = |seed: &str, name: &str| {
        let path = dir.path().join(name);
        let o = arbiter(
            &[
                "generate",
                "--players",
                "24",
                "--rounds",
                "6",
                "--seed",
                seed,
                "--draw-rate",
                "40",
                "--forfeit-rate",
                "2",
                "--bye-rate",
                "3",
                "--retire-rate",
                "1",
                "--points",
                "3,1",
                "-o",
                path.to_str().unwrap(),
            ],
            None,
        );
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        std::fs::read_to_string(path).unwrap()
    };
    let a = run("7", "a.trf");
    let b = run("7", "b.trf");
    let c = run("8", "c.trf");
    assert_eq!(a, b);
    assert_ne!(a, c);
    let path = dir.path().join("a.trf");
    let o = arbiter(&["trf", "validate", path.to_str().unwrap()], None);
    assert!(
        stdout(&o).contains("24 players, 6 rounds played"),
        "{}",
        stdout(&o)
    );
    let o = arbiter(&["check", path.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = arbiter(
        &[
            "generate",
            "--players",
            "10",
            "--rounds",
            "3",
            "--draw-rate",
            "150",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn established_engine_command_lines() {
    let dir = tempfile::tempdir().unwrap();
    let trf = dutch_case().join("r05.trf");
    let out = dir.path().join("out.txt");
    let o = arbiter(
        &[
            "--dutch",
            trf.to_str().unwrap(),
            "-p",
            out.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        pairs_of(&std::fs::read_to_string(&out).unwrap()),
        expected_pairs(&dutch_case().join("r05.pairs"))
    );
    let o = arbiter(&["--dutch", trf.to_str().unwrap(), "-p"], None);
    assert_eq!(
        pairs_of(&stdout(&o)),
        expected_pairs(&dutch_case().join("r05.pairs"))
    );
    let full = dutch_case().join("full.trf");
    let o = arbiter(&["--dutch", full.to_str().unwrap(), "-c"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let config = dir.path().join("gen.cfg");
    std::fs::write(
        &config,
        "PlayersNumber=20\nRoundsNumber=5\nDrawPercentage=30\nForfeitRate=20\nRetiredRate=50\nHalfPointByeRate=30\nHighestRating=2400\nLowestRating=1500\nPointsForWin=1\nPointsForDraw=0.5\n",
    )
    .unwrap();
    let generated = dir.path().join("gen.trf");
    let o = arbiter(
        &[
            "--dutch",
            "-g",
            config.to_str().unwrap(),
            "-o",
            generated.to_str().unwrap(),
            "-s",
            "99",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = arbiter(&["trf", "validate", generated.to_str().unwrap()], None);
    assert!(
        stdout(&o).contains("20 players, 5 rounds played"),
        "{}",
        stdout(&o)
    );
    let o = arbiter(&["--dutch", generated.to_str().unwrap(), "-c"], None);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let o = arbiter(&["--dutch", trf.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(2));
}

/// Issue scenario: a 60-player, 9-round Swiss run from the command line on the event log,
/// paired by the engine, with forfeits, byes, a withdrawal, a late entry, a corrected result
/// and an undone round; its TRF export validates and every round re-pairs identically.
#[test]
fn a_scripted_swiss_runs_end_to_end_and_its_export_rechecks() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let o = arbiter_in(dir.path(), args);
        assert_eq!(o.status.code(), Some(0), "arbiter {args:?}: {}", stderr(&o));
        stdout(&o)
    };
    run(&["new", "open", "--system", "dutch", "--rounds", "9"]);
    let mut csv = String::from("name,rating,federation\n");
    for i in 0..60u32 {
        // Distinct ratings, not in registration order.
        let rating = 1400 + (i * 37) % 1000;
        csv.push_str(&format!("\"Player, No{i:02}\",{rating},FED\n"));
    }
    let csv_path = dir.path().join("players.csv");
    std::fs::write(&csv_path, csv).unwrap();
    run(&["player", "import", "open", csv_path.to_str().unwrap()]);
    run(&["close", "open"]);
    // A small deterministic generator for the results.
    let mut seed: u64 = 0x5eed;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut play_round = |round: u32| {
        let view: serde_json::Value =
            serde_json::from_str(&run(&["pair", "open", "--json"])).unwrap();
        let boards = view["pairing"]["boards"].as_array().unwrap().len();
        assert!(boards >= 28, "round {round}: {boards} boards");
        for board in 1..=boards {
            let r = next() % 20;
            let result = match r {
                _ if round == 2 && board == 3 => "--",
                0 => "+-",
                1 => "-+",
                2..=8 => "1-0",
                9..=14 => "0-1",
                _ => "1/2",
            };
            run(&[
                "result",
                "open",
                "--round",
                &round.to_string(),
                "--board",
                &board.to_string(),
                result,
            ]);
        }
    };
    for round in 1..=9u32 {
        match round {
            2 => {
                run(&["absent", "open", "7", "--round", "2", "--bye", "half"]);
                run(&["absent", "open", "12", "--round", "2"]);
            }
            4 => {
                run(&["withdraw", "open", "20", "--from-round", "4"]);
            }
            5 => {
                run(&[
                    "player",
                    "add",
                    "open",
                    "--name",
                    "Late, Lara",
                    "--rating",
                    "2050",
                ]);
                run(&["absent", "open", "3", "--round", "5", "--bye", "full"]);
            }
            _ => {}
        }
        play_round(round);
        if round == 3 {
            run(&[
                "result",
                "open",
                "--round",
                "3",
                "--board",
                "1",
                "1/2",
                "--correct",
            ]);
        }
        if round == 6 {
            // The arbiter undoes round 6 and pairs it again.
            run(&["undo", "open", "--yes"]);
            play_round(6);
        }
    }
    let export = run(&["export", "open"]);
    let trf = dir.path().join("open.trf");
    std::fs::write(&trf, &export).unwrap();
    let o = arbiter(&["trf", "validate", trf.to_str().unwrap()], None);
    assert!(
        stdout(&o).contains("61 players, 9 rounds played, 9 rounds planned"),
        "{}{}",
        stdout(&o),
        stderr(&o)
    );
    let o = arbiter(&["check", "--all", trf.to_str().unwrap()], None);
    assert_eq!(o.status.code(), Some(0), "{}\n{export}", stdout(&o));
    assert_eq!(stdout(&o).matches("agrees").count(), 9, "{}", stdout(&o));
    let log: serde_json::Value = serde_json::from_str(&run(&["log", "open", "--json"])).unwrap();
    let kinds: Vec<&str> = log
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["kind"].as_str().unwrap())
        .collect();
    for kind in [
        "round deleted",
        "result corrected",
        "late entry",
        "player withdrawn",
    ] {
        assert!(kinds.contains(&kind), "{kind} missing from {kinds:?}");
    }
}

/// What one Swiss system must show on the command line: `pair --system` with
/// `--explain` (its headline and some of its articles), the drop-in flag giving the same
/// pairs, and a generated event of `variant` that names its 192 code and checks against
/// itself.
struct SystemCase<'a> {
    system: &'a str,
    flag: &'a str,
    headline: &'a str,
    explained: &'a [&'a str],
    variant: &'a str,
    players: &'a str,
    rounds: &'a str,
    code: &'a str,
    checked_as: &'a str,
}

fn system_pairs_explains_checks_and_generates(c: &SystemCase<'_>) {
    let dir = tempfile::tempdir().unwrap();
    let trf = dutch_case().join("r05.trf");
    let o = arbiter(
        &[
            "pair",
            trf.to_str().unwrap(),
            "--system",
            c.system,
            "--explain",
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let why = stderr(&o);
    assert!(why.starts_with(c.headline), "{why}");
    for part in c.explained {
        assert!(why.contains(part), "{part} missing from {why}");
    }
    let printed = pairs_of(&stdout(&o));
    // The drop-in command line gives the same pairing.
    let out = dir.path().join("pairs.txt");
    let o = arbiter(
        &[c.flag, trf.to_str().unwrap(), "-p", out.to_str().unwrap()],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(pairs_of(&std::fs::read_to_string(&out).unwrap()), printed);
    // A generated event names its system and checks against itself.
    let g = dir.path().join("g.trf");
    let o = arbiter(
        &[
            "generate",
            "--players",
            c.players,
            "--rounds",
            c.rounds,
            "--system",
            c.variant,
            "--seed",
            "5",
            "-o",
            g.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&g).unwrap();
    assert!(text.contains(&format!("192 {}", c.code)), "{text}");
    let o = arbiter(&["check", g.to_str().unwrap(), "--all"], None);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    assert!(stdout(&o).contains(c.checked_as), "{}", stdout(&o));
}

#[test]
fn dubov_pairs_explains_checks_and_generates() {
    system_pairs_explains_checks_and_generates(&SystemCase {
        system: "dubov",
        flag: "--dubov",
        headline: "FIDE Dubov (C.04.4.1), round 5",
        explained: &["ARO ", "C.04.4.1 7.1"],
        variant: "dubov-danubian",
        players: "24",
        rounds: "6",
        code: "FIDE_DUBOV_DANUBIAN",
        checked_as: "Danubian",
    });
}

#[test]
fn lim_pairs_explains_checks_and_generates() {
    system_pairs_explains_checks_and_generates(&SystemCase {
        system: "lim",
        flag: "--lim",
        headline: "FIDE Lim (C.04.4.3), round 5",
        explained: &["C.04.4.3 2.2", "Median Scoregroup"],
        variant: "lim-maxi",
        players: "30",
        rounds: "7",
        code: "FIDE_LIM_MAXI",
        checked_as: "Maxi",
    });
}

#[test]
fn double_swiss_pairs_explains_checks_and_generates() {
    // The corpus file's rounds are read as games: round 5 opens the third match.
    system_pairs_explains_checks_and_generates(&SystemCase {
        system: "double-swiss",
        flag: "--double-swiss",
        headline: "FIDE Double-Swiss (C.04.5, 2026), round 5",
        explained: &["C.04.5 3.4", "moved up", "C.04.5 3.5"],
        variant: "double-swiss",
        players: "21",
        rounds: "8",
        code: "FIDE_DOUBLESWISS",
        checked_as: "Double-Swiss",
    });
}

/// The games of an OpenGotha round listing (`TABLE WHITE BLACK HANDICAP` lines, `~` for a
/// game another optimum avoids), without tables: OpenGotha's own numbering is not a total
/// order.
fn go_games(text: &str) -> Vec<String> {
    let mut games: Vec<String> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let l = l.trim_start_matches('~');
            match l.split_once(' ') {
                Some((table, rest)) if table != "BYE" => rest.to_string(),
                _ => l.to_string(),
            }
        })
        .collect();
    games.sort();
    games
}

#[test]
fn go_pair_gives_opengotha_games_and_records_the_round() {
    let dir = corpus().join("go/mm03");
    let input = dir.join("round2.input.xml");
    let out = arbiter(&["go", "pair", input.to_str().unwrap(), "--explain"], None);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected = std::fs::read_to_string(dir.join("round2.expected.txt")).unwrap();
    assert_eq!(go_games(&stdout(&out)), go_games(&expected));
    let explained = String::from_utf8_lossy(&out.stderr);
    assert!(explained.contains("total") && explained.contains("duplicate 500000000000000"));
    assert!(explained.contains("rather than"), "{explained}");

    // Written with the round, the file reads back and pairs its next round.
    let tmp = tempfile::tempdir().unwrap();
    let written = tmp.path().join("mm03.xml");
    let out = arbiter(
        &[
            "go",
            "pair",
            input.to_str().unwrap(),
            "-o",
            written.to_str().unwrap(),
            "--json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(json["round"], 2);
    let out = arbiter(
        &["go", "validate", written.to_str().unwrap(), "--json"],
        None,
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let summary: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(summary["rounds_with_games"], 2);
    let out = arbiter(&["go", "pair", written.to_str().unwrap()], None);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

    // A round outside the tournament, and a broken file: exit 2, said where.
    let out = arbiter(
        &["go", "pair", input.to_str().unwrap(), "--round", "9"],
        None,
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("round 9"));
    let broken = tmp.path().join("broken.xml");
    std::fs::write(
        &broken,
        "<Tournament><Players><Player name=\"A\"/></Players></Tournament>",
    )
    .unwrap();
    let out = arbiter(&["go", "pair", broken.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("broken.xml:1:"));
}

/// A Go event run through the event store: players with ranks, an absence, four McMahon
/// rounds paired by the engine with their handicaps, Go results (a jigo, a win by
/// default), standings; every round checks against the engine on the exported OpenGotha
/// file, and the XML and h9 exports read back to the same files and standings.
#[test]
fn a_go_event_runs_start_to_finish_and_its_files_read_back() {
    let tmp = tempfile::tempdir().unwrap();
    let data = tmp.path().join("data");
    let d = data.to_str().unwrap();
    let run = |args: &[&str]| {
        let mut all = vec!["--data", d];
        all.extend_from_slice(args);
        arbiter(&all, None)
    };
    let ok = |args: &[&str]| {
        let out = run(args);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        stdout(&out)
    };
    ok(&[
        "new", "gp", "--game", "go", "--system", "mcmahon", "--rounds", "4", "--komi", "6.5",
    ]);
    let players = [
        ("Kato, Yuki", "3d", "JP"),
        ("Berg, Anna", "1k", "DE"),
        ("Moreau, Luc", "5k", "FR"),
        ("Novak, Jan", "2d", "CZ"),
        ("Smit, Eva", "12k", "NL"),
        ("Rossi, Paolo", "8k", "IT"),
        ("Lind, Ola", "15k", "SE"),
        ("Horvat, Ivo", "4k", "HR"),
        ("Dubois, Marie", "9k", "FR"),
        ("Weber, Karl", "1d", "DE"),
        ("Costa, Rui", "20k", "PT"),
    ];
    for (name, rank, country) in players {
        ok(&[
            "player", "add", "gp", "--name", name, "--rank", rank, "--fed", country,
        ]);
    }
    // A rating from a list on OpenGotha's scale: FFG 50 is 2100 (1d), AGA -4.5 is 1700.
    let json: serde_json::Value = serde_json::from_str(&ok(&[
        "player",
        "add",
        "gp",
        "--name",
        "Petit, Lou",
        "--go-rating",
        "50",
        "--rating-scale",
        "ffg",
        "--json",
    ]))
    .unwrap();
    assert_eq!(
        (&json["go_rating"], &json["go_rank"]),
        (&serde_json::json!(2100), &serde_json::json!("1d")),
        "{json}"
    );
    let aga = ok(&[
        "player",
        "add",
        "gp",
        "--name",
        "Young, Al",
        "--go-rating",
        "-4.5",
        "--rating-scale",
        "aga",
        "--json",
    ]);
    assert!(aga.contains("1700") && aga.contains("\"4k\""), "{aga}");
    let out = run(&[
        "player",
        "add",
        "gp",
        "--name",
        "X, Y",
        "--go-rating",
        "abc",
    ]);
    assert_eq!(out.status.code(), Some(2));
    ok(&["player", "remove", "gp", "Young"]);
    ok(&["player", "remove", "gp", "Petit"]);
    // A Go player needs a rank; a chess result is not a Go result; no byes on request.
    let out = run(&["player", "add", "gp", "--name", "Nobody, Zed"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("needs a rank"), "{}", stderr(&out));
    ok(&["close", "gp"]);
    let out = run(&["absent", "gp", "3", "--round", "2", "--bye", "half"]);
    assert_ne!(out.status.code(), Some(0));
    assert!(stderr(&out).contains("absent"), "{}", stderr(&out));
    ok(&["absent", "gp", "3", "--round", "2"]);
    // A jigo and a both-win decided by default among them, some as Go programs write
    // them (a jigo over the board cannot be: the komi is 6.5).
    let results = ["1-0", "B+R", "W+3.5", "+-", "==", "1-0", "++"];
    for round in 1..=4 {
        let args: &[&str] = if round == 1 {
            &["pair", "gp", "--json", "--explain"]
        } else {
            &["pair", "gp", "--json"]
        };
        let json: serde_json::Value = serde_json::from_str(&ok(args)).unwrap();
        if round == 1 {
            let why = json["explanation"].as_str().unwrap();
            assert!(
                why.contains("total") && why.contains("rather than"),
                "{why}"
            );
        }
        let boards = json["pairing"]["boards"].as_array().unwrap();
        // Eleven players, one absent in round 2: always one bye.
        let paired = boards.len() * 2 + json["pairing"]["byes"].as_array().unwrap().len();
        assert_eq!(paired, if round == 2 { 10 } else { 11 });
        assert!(boards.iter().all(|b| b["handicap"].is_u64()));
        if round == 1 {
            assert!(boards.iter().any(|b| b["handicap"].as_u64() > Some(0)));
            let out = run(&["result", "gp", "--board", "1", "1/2-0"]);
            assert_eq!(out.status.code(), Some(2));
            assert!(stderr(&out).contains("not a Go result"), "{}", stderr(&out));
        }
        for (i, _) in boards.iter().enumerate() {
            let board = (i + 1).to_string();
            let r = results[(i + usize::from(round as u8)) % results.len()];
            ok(&["result", "gp", "--board", &board, "--", r]);
        }
    }
    assert!(ok(&["check", "gp", "--all"]).contains("round 4 agrees"));

    let xml = tmp.path().join("gp.xml");
    std::fs::write(&xml, ok(&["export", "gp", "--format", "xml"])).unwrap();
    let x = xml.to_str().unwrap();
    let summary: serde_json::Value =
        serde_json::from_str(&ok(&["go", "validate", x, "--json"])).unwrap();
    assert_eq!(summary["players"], 11);
    assert_eq!(summary["rounds_with_games"], 4);
    for round in ["1", "2", "3", "4"] {
        assert!(ok(&["go", "check", x, "--round", round]).contains("agrees"));
    }
    // The file written back from what was read is the same file.
    assert_eq!(
        ok(&["go", "export", x, "--format", "xml"]),
        std::fs::read_to_string(&xml).unwrap()
    );
    // The same standings from the event and from its file.
    let from_event: serde_json::Value =
        serde_json::from_str(&ok(&["standings", "gp", "--json"])).unwrap();
    let from_file: serde_json::Value =
        serde_json::from_str(&ok(&["go", "standings", x, "--json"])).unwrap();
    // Each player's place, name and criteria as the file's standings print them.
    let lines = |v: &serde_json::Value, place: &str, values: &str| -> Vec<String> {
        v["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                let name = match p["first_name"].as_str() {
                    Some(first) => format!("{}, {first}", p["name"].as_str().unwrap()),
                    None => p["name"].as_str().unwrap().to_string(),
                };
                let shown: Vec<String> = v["criteria"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .map(|k| {
                        let x = &p[values][k.as_str().unwrap()];
                        x.as_str().map_or_else(|| x.to_string(), str::to_string)
                    })
                    .collect();
                format!("{} {name} {}", p[place], shown.join(" "))
            })
            .collect()
    };
    assert_eq!(
        lines(&from_event, "rank", "values"),
        lines(&from_file, "place", "criteria")
    );
    assert_eq!(from_event["criteria"], from_file["criteria"]);
    assert_eq!(from_event["criteria"][0], "MMS");

    let h9 = ok(&["export", "gp", "--format", "h9"]);
    assert!(h9.contains("KM[6.5]"), "{h9}");
    assert_eq!(ok(&["go", "export", x, "--format", "h9"]), h9);
    let h9_file = tmp.path().join("gp.h9");
    std::fs::write(&h9_file, &h9).unwrap();
    let h = h9_file.to_str().unwrap();
    assert_eq!(ok(&["go", "export", h, "--format", "h9"]), h9);
    assert_eq!(
        ok(&["export", "gp", "--format", "aga"]),
        ok(&["go", "export", x, "--format", "aga"])
    );
    // The FFG file: the h9's players, places and round entries, without the criteria.
    let tou = ok(&["export", "gp", "--format", "tou"]);
    assert!(
        tou.starts_with(";name=") && tou.contains("\n;komi=6.5\n"),
        "{tou}"
    );
    let players = |text: &str| -> Vec<(String, Vec<String>)> {
        text.lines()
            .filter(|l| !l.starts_with(';'))
            .map(|l| {
                let words: Vec<String> = l.split_whitespace().map(String::from).collect();
                let entries = words[words.len() - 4..].to_vec();
                (l[..4].trim().to_string(), entries)
            })
            .collect()
    };
    assert_eq!(players(&tou), players(&h9));
    assert_eq!(players(&tou).len(), 11);
    // A chess format for a Go event, and a Go format for a chess event, are refused.
    let out = run(&["export", "gp", "--format", "trf26"]);
    assert_eq!(out.status.code(), Some(2));

    // An OpenGotha file imported mid-event: its next round is the file's own.
    let input = corpus().join("go/mm09/round4.input.xml");
    let i = input.to_str().unwrap();
    ok(&["import", i, "--name", "mm09"]);
    let from_event: serde_json::Value =
        serde_json::from_str(&ok(&["pair", "mm09", "--json"])).unwrap();
    let from_file: serde_json::Value =
        serde_json::from_str(&ok(&["go", "pair", i, "--json"])).unwrap();
    assert_eq!(from_event["pairing"]["round"], 4);
    assert_eq!(
        from_event["pairing"]["boards"].as_array().unwrap().len(),
        from_file["games"].as_array().unwrap().len()
    );
    let handicaps = |v: &serde_json::Value, key: &str| -> Vec<u64> {
        let mut h: Vec<u64> = v
            .as_array()
            .unwrap()
            .iter()
            .map(|g| g[key].as_u64().unwrap())
            .collect();
        h.sort_unstable();
        h
    };
    assert_eq!(
        handicaps(&from_event["pairing"]["boards"], "handicap"),
        handicaps(&from_file["games"], "handicap")
    );
    // A wall list exported by the MacMahon program: validated, then imported as an event.
    let wall = tmp.path().join("wall.txt");
    std::fs::write(
        &wall,
        "Pl\tName\tRank\tCo\tClub\tMMS\tR1\n\
         1\tKato Yuki\t3d\tJP\tTkyo\t33\t3+/w0\n\
         2\tBerg Anna\t1k\tDE\tBer\t30\t4-/b1\n\
         3\tSmit Eva\t2d\tNL\tAms\t31\t1-/b0\n\
         4\tRossi Paolo\t1k\tIT\tRom\t31\t2+/w1\n",
    )
    .unwrap();
    let w = wall.to_str().unwrap();
    assert!(
        ok(&["go", "validate", w]).contains("valid wall list file: 4 players, 2 games in 1 rounds")
    );
    ok(&["import", w, "--name", "wall"]);
    let games = ok(&["pairing", "wall", "--round", "1"]);
    assert!(
        games.contains("Kato, Yuki") && games.contains("H1"),
        "{games}"
    );

    let broken = tmp.path().join("broken.xml");
    std::fs::write(&broken, "<Tournament><Players><Player name=\"A\"/>").unwrap();
    let out = run(&["import", broken.to_str().unwrap(), "--name", "broken"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("broken.xml:"), "{}", stderr(&out));
    assert_eq!(run(&["pairing", "broken"]).status.code(), Some(2));
}

/// `arbiter pgn`: one game per board of the round, with the Seven Tag Roster, from a TRF
/// and from a stored event; a round not paired is an error.
#[test]
fn pgn_writes_a_rounds_games_as_skeletons() {
    let out = arbiter(&["pgn", &example(), "--round", "1"], None);
    assert_eq!(out.status.code(), Some(0), "{}", stderr(&out));
    let text = stdout(&out);
    let games = text.matches("[Event ").count();
    assert!(games >= 2, "{text}");
    for tag in ["Site", "Date", "Round", "White", "Black", "Result"] {
        assert_eq!(text.matches(&format!("[{tag} ")).count(), games, "{tag}");
    }
    assert!(text.contains("[Round \"1.1\"]") && text.contains(&format!("[Round \"1.{games}\"]")));
    let out = arbiter(&["pgn", &example(), "--round", "99"], None);
    assert_eq!(out.status.code(), Some(2));

    let tmp = tempfile::tempdir().unwrap();
    let d = tmp.path().to_str().unwrap();
    let ok = |args: &[&str]| {
        let mut all = vec!["--data", d];
        all.extend_from_slice(args);
        let out = arbiter(&all, None);
        assert_eq!(out.status.code(), Some(0), "{args:?}: {}", stderr(&out));
        stdout(&out)
    };
    ok(&["import", &example(), "--name", "club"]);
    let file = tmp.path().join("r1.pgn");
    ok(&["pgn", "club", "--round", "1", "-o", file.to_str().unwrap()]);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
}

/// A weekend festival of three sections, each its own event with its own system and
/// rounds: players registered per section, one moved before round 1, rounds paired and
/// played per section, standings per section and combined, every section exported.
#[test]
fn a_three_section_festival_runs_on_the_command_line() {
    let dir = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        let o = arbiter_in(dir.path(), args);
        assert_eq!(o.status.code(), Some(0), "arbiter {args:?}: {}", stderr(&o));
        stdout(&o)
    };
    let fails = |args: &[&str]| {
        let o = arbiter_in(dir.path(), args);
        assert_eq!(o.status.code(), Some(2), "arbiter {args:?}: {}", stdout(&o));
        stderr(&o)
    };
    let sections = [
        ("wk-open", "Open", "dutch", "3", 2000u16),
        ("wk-u1800", "U1800", "burstein", "3", 1600),
        ("wk-u1400", "U1400", "dubov", "2", 1200),
    ];
    for (event, label, system, rounds, base) in sections {
        run(&[
            "new",
            event,
            "--system",
            system,
            "--rounds",
            rounds,
            "--festival",
            "Weekend",
            "--section",
            label,
        ]);
        for k in 0..6u16 {
            let name = format!("{label} Player, No{k}");
            let rating = (base - 37 * k).to_string();
            run(&["player", "add", event, "--name", &name, "--rating", &rating]);
        }
    }
    // The strongest U1800 player moves up before round 1; the move is refused later.
    let moved: serde_json::Value = serde_json::from_str(&run(&[
        "festival",
        "move",
        "Weekend",
        "U1800 Player, No0",
        "--from",
        "U1800",
        "--to",
        "open",
        "--json",
    ]))
    .unwrap();
    assert_eq!(moved["to"], "wk-open");
    assert!(
        fails(&[
            "festival", "move", "Weekend", "1", "--from", "U1800", "--to", "Nowhere"
        ])
        .contains("its sections: Open, U1800, U1400")
    );
    let show: serde_json::Value =
        serde_json::from_str(&run(&["festival", "show", "Weekend", "--json"])).unwrap();
    let players: Vec<u64> = show["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["players"].as_u64().unwrap())
        .collect();
    assert_eq!(players, [7, 5, 6]);
    for (event, _, _, rounds, _) in sections {
        run(&["close", event]);
        for _ in 0..rounds.parse::<u16>().unwrap() {
            run(&["pair", event]);
            let p: serde_json::Value =
                serde_json::from_str(&run(&["pairing", event, "--json"])).unwrap();
            for b in p["boards"].as_array().unwrap() {
                // White wins on odd boards, draws on even ones.
                let board = b["board"].as_u64().unwrap();
                let result = if board % 2 == 1 { "1-0" } else { "1/2" };
                run(&["result", event, "--board", &board.to_string(), result]);
            }
        }
    }
    assert!(
        fails(&[
            "festival", "move", "Weekend", "1", "--from", "Open", "--to", "U1400"
        ])
        .contains("before round 1")
    );
    // Each section's own standings, and the combined list agreeing with them.
    let mut section_points = std::collections::BTreeMap::new();
    for (event, label, _, _, _) in sections {
        let st: serde_json::Value =
            serde_json::from_str(&run(&["standings", event, "--json"])).unwrap();
        for p in st["players"].as_array().unwrap() {
            section_points.insert(
                (label.to_string(), p["name"].as_str().unwrap().to_string()),
                (p["rank"].as_u64().unwrap(), p["values"]["PTS"].clone()),
            );
        }
    }
    let combined: serde_json::Value =
        serde_json::from_str(&run(&["festival", "standings", "Weekend", "--json"])).unwrap();
    let rows = combined["players"].as_array().unwrap();
    assert_eq!(rows.len(), 18);
    let mut last: Option<f64> = None;
    for (i, r) in rows.iter().enumerate() {
        let key = (
            r["section"].as_str().unwrap().to_string(),
            r["name"].as_str().unwrap().to_string(),
        );
        let (rank, pts) = &section_points[&key];
        assert_eq!(r["section_place"].as_u64().unwrap(), *rank, "{r}");
        let points = r["points"].as_f64().unwrap();
        assert_eq!(pts.as_f64().unwrap(), points, "{r}");
        // By points, best first; equal points share the place.
        if let Some(l) = last {
            assert!(points <= l);
            if points < l {
                assert_eq!(r["place"].as_u64().unwrap(), i as u64 + 1);
            }
        }
        last = Some(points);
    }
    assert_eq!(rows[0]["place"], 1);
    // Every section exported, each reading back as a valid TRF.
    let out = dir.path().join("export");
    let written = run(&[
        "festival",
        "export",
        "Weekend",
        "--dir",
        out.to_str().unwrap(),
    ]);
    assert_eq!(written.lines().count(), 3, "{written}");
    for (event, _, _, rounds, _) in sections {
        let file = out.join(format!("{event}.trf"));
        let o = arbiter(&["trf", "validate", file.to_str().unwrap()], None);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        assert!(
            stdout(&o).contains(&format!("{rounds} rounds played")),
            "{}",
            stdout(&o)
        );
    }
}

/// The national and club systems and the accelerations, as an arbiter meets them: `pair
/// --system` on a file with `--explain`, a generated event that checks against the engine
/// round by round, and a stored event paired and checked on the event log.
#[test]
fn national_systems_and_accelerations_run_on_files_and_stored_events() {
    let dir = tempfile::tempdir().unwrap();
    let trf = dutch_case().join("r05.trf");
    for (system, headline, explained) in [
        ("uscf", "US Chess Swiss (rules 27-29), round 5", "29D1"),
        (
            "vega",
            "Vega Swiss (Vega manual, appendix F), round 5",
            "F6.1",
        ),
        ("swiss-ranked", "Swiss ranked (Vega manual 2.1", "Buchholz"),
        ("amalfi", "Amalfi rating (FSI), round 5", "natural opponent"),
        ("amalfi-colour", "Amalfi colour (Vega), round 5", "needs"),
        ("dubov+baku", "FIDE Dubov (C.04.4.1), round 5", "C.04.4.1"),
        ("lim+haley", "FIDE Lim (C.04.4.3), round 5", "C.04.4.3"),
    ] {
        let o = arbiter(
            &[
                "pair",
                trf.to_str().unwrap(),
                "--system",
                system,
                "--explain",
            ],
            None,
        );
        assert_eq!(o.status.code(), Some(0), "{system}: {}", stderr(&o));
        let why = stderr(&o);
        assert!(why.starts_with(headline), "{system}: {why}");
        assert!(
            why.contains(explained),
            "{system}: {explained} missing from {why}"
        );
        assert!(pairs_of(&stdout(&o)).len() >= 5, "{system}: {}", stdout(&o));

        let g = dir.path().join(format!("{system}.trf"));
        let o = arbiter(
            &[
                "generate",
                "--players",
                "19",
                "--rounds",
                "6",
                "--system",
                system,
                "--seed",
                "4",
                "-o",
                g.to_str().unwrap(),
            ],
            None,
        );
        assert_eq!(o.status.code(), Some(0), "{system}: {}", stderr(&o));
        let o = arbiter(
            &["check", g.to_str().unwrap(), "--all", "--system", system],
            None,
        );
        assert_eq!(
            o.status.code(),
            Some(0),
            "{system}: {}{}",
            stdout(&o),
            stderr(&o)
        );
        assert_eq!(
            stdout(&o).matches("agrees").count(),
            6,
            "{system}: {}",
            stdout(&o)
        );

        // The same system on the event log.
        let data = dir
            .path()
            .join(format!("store-{}", system.replace('+', "-")));
        let run = |args: &[&str]| {
            let o = arbiter_in(&data, args);
            assert_eq!(
                o.status.code(),
                Some(0),
                "{system} {args:?}: {}",
                stderr(&o)
            );
            stdout(&o)
        };
        run(&["new", "club", "--system", system, "--rounds", "3"]);
        for k in 0..9u16 {
            let name = format!("Player, No{k}");
            let rating = (2000 - 45 * k).to_string();
            let club = if k % 3 == 0 { "Rooks" } else { "Knights" };
            run(&[
                "player", "add", "club", "--name", &name, "--rating", &rating, "--club", club,
            ]);
        }
        run(&["close", "club"]);
        for _ in 0..3 {
            run(&["pair", "club"]);
            let p: serde_json::Value =
                serde_json::from_str(&run(&["pairing", "club", "--json"])).unwrap();
            for b in p["boards"].as_array().unwrap() {
                let board = b["board"].as_u64().unwrap();
                let result = ["1-0", "1/2", "0-1"][(board % 3) as usize];
                run(&["result", "club", "--board", &board.to_string(), result]);
            }
        }
        let checked = run(&["check", "club", "--all"]);
        assert_eq!(checked.matches("agrees").count(), 3, "{system}: {checked}");
    }
}
