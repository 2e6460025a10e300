//! Results and corrections an arbiter makes during an event: entering and correcting
//! results (one board, or a round's at once), editing and removing players, reopening
//! registration, renaming and deleting events, undoing a round with results. Each is an
//! event in the log, checked against the folded state before it is written.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};
use arbiter_core::{GameResult, PlayerId, RoundNo, Tournament};
use arbiter_event::{Event, OnlineSettings, PlayerData};
use arbiter_store::{AnyStore, EventStore, StoreError};
use clap::Args;
use serde_json::json;

use crate::io::{JsonFlag, Outcome, emit, round_or_last};
use crate::workflow::{self, Location};

/// The fields of `arbiter player edit`: only those given change; an empty value clears a
/// field.
#[derive(Args, Default)]
pub struct EditArgs {
    /// "Surname, Given names".
    #[arg(long)]
    pub name: Option<String>,
    /// FIDE rating (0 or empty: unrated).
    #[arg(long)]
    pub rating: Option<String>,
    /// FIDE id.
    #[arg(long)]
    pub fide_id: Option<String>,
    /// Federation.
    #[arg(long)]
    pub fed: Option<String>,
    /// FIDE title.
    #[arg(long)]
    pub title: Option<String>,
    /// m or w.
    #[arg(long)]
    pub sex: Option<String>,
    /// Birth date.
    #[arg(long)]
    pub birth: Option<String>,
    /// Club.
    #[arg(long)]
    pub club: Option<String>,
    /// Go rank (30k to 9d).
    #[arg(long)]
    pub rank: Option<String>,
    /// Go: the EGF PIN.
    #[arg(long)]
    pub egf_pin: Option<String>,
    /// Go: the FFG licence.
    #[arg(long)]
    pub ffg_licence: Option<String>,
    /// Go: the AGA id.
    #[arg(long)]
    pub aga_id: Option<String>,
}

fn text_field(slot: &mut Option<String>, value: Option<&String>) {
    if let Some(v) = value {
        let v = v.trim();
        *slot = (!v.is_empty()).then(|| v.to_string());
    }
}

fn number_field<T: std::str::FromStr>(
    slot: &mut Option<T>,
    value: Option<&String>,
    what: &str,
) -> Result<()> {
    if let Some(v) = value {
        let v = v.trim();
        *slot = if v.is_empty() || v == "0" {
            None
        } else {
            Some(
                v.parse()
                    .map_err(|_| anyhow!("--{what}: {v:?} is not a number"))?,
            )
        };
    }
    Ok(())
}

impl EditArgs {
    /// The player's data with the given fields changed.
    fn apply(&self, mut data: PlayerData) -> Result<PlayerData> {
        if let Some(n) = &self.name {
            if n.trim().is_empty() {
                bail!("--name: a player needs a name");
            }
            data.name = n.trim().to_string();
        }
        number_field(&mut data.rating, self.rating.as_ref(), "rating")?;
        number_field(&mut data.fide_id, self.fide_id.as_ref(), "fide-id")?;
        text_field(&mut data.federation, self.fed.as_ref());
        text_field(&mut data.title, self.title.as_ref());
        text_field(&mut data.sex, self.sex.as_ref());
        text_field(&mut data.birth_date, self.birth.as_ref());
        text_field(&mut data.club, self.club.as_ref());
        text_field(&mut data.go_rank, self.rank.as_ref());
        text_field(&mut data.egf_pin, self.egf_pin.as_ref());
        text_field(&mut data.ffg_licence, self.ffg_licence.as_ref());
        text_field(&mut data.aga_id, self.aga_id.as_ref());
        Ok(data)
    }

    fn is_empty(&self) -> bool {
        [
            &self.name,
            &self.rating,
            &self.fide_id,
            &self.fed,
            &self.title,
            &self.sex,
            &self.birth,
            &self.club,
            &self.rank,
            &self.egf_pin,
            &self.ffg_licence,
            &self.aga_id,
        ]
        .iter()
        .all(|f| f.is_none())
    }
}

/// `arbiter player edit`: changes a player's data. Before round 1 is paired (registration
/// closed) a change that moves the player in the initial ranking redoes the start ranks
/// (C.04.2: players are ranked by rating, title, name); once a round is paired, start
/// ranks stay as they are and the pairing numbers of later rounds do not move.
pub async fn edit_player(
    store: &AnyStore,
    name: &str,
    player: &str,
    edit: &EditArgs,
    json_mode: bool,
) -> Result<Outcome> {
    if edit.is_empty() {
        bail!(
            "nothing to change: give at least one of --name, --rating, --fide-id, --fed, --title, --sex, --birth, --club, --rank, --egf-pin, --ffg-licence, --aga-id"
        );
    }
    let mut who = 0;
    let mut now = 0;
    let mut reranked = false;
    let (s, _) = workflow::change(store, name, |s| {
        who = workflow::find_player(s, player)?;
        let id = PlayerId::new(who).ok_or_else(|| anyhow!("there is no player {who}"))?;
        let old = s
            .tournament
            .player(id)
            .map(PlayerData::of)
            .ok_or_else(|| anyhow!("there is no player {who}"))?;
        let events = arbiter_event::edit_player(s, who, checked(&edit.apply(old)?)?)
            .map_err(|e| anyhow!("refused: {e}"))?;
        reranked = events.len() > 1;
        now = arbiter_event::number_after(who, &events);
        Ok(events)
    })
    .await?;
    let t = &s.tournament;
    let id = PlayerId::new(now).ok_or_else(|| anyhow!("there is no player {now}"))?;
    let mut text = format!(
        "player {now}: {}",
        t.player(id).map(|p| p.name.clone()).unwrap_or_default()
    );
    if reranked {
        text.push_str(&format!(
            "\nstart ranks redone (C.04.2: rating, title, name): the player was {who}, now {now}"
        ));
    } else if t.rounds_paired() > 0 {
        text.push_str("\nstart ranks stay as they are: a round has been paired");
    }
    let mut value = workflow::player_json(t, id);
    value["reranked"] = json!(reranked);
    emit(json_mode, &value, &text);
    Ok(Outcome::Ok)
}

/// `arbiter player remove`: before any round is paired the player leaves the event (the
/// other numbers close up); afterwards their games stand, so they are withdrawn from the
/// next round instead, and the message says so.
pub async fn remove_player(
    store: &AnyStore,
    name: &str,
    player: &str,
    json_mode: bool,
) -> Result<Outcome> {
    let mut who = 0;
    let mut withdrawn_from = None;
    let mut who_name = String::new();
    workflow::change(store, name, |s| {
        who = workflow::find_player(s, player)?;
        let id = PlayerId::new(who).ok_or_else(|| anyhow!("there is no player {who}"))?;
        who_name = s
            .tournament
            .player(id)
            .map(|p| p.name.clone())
            .unwrap_or_default();
        let event = arbiter_event::remove_player(s, who).map_err(|e| anyhow!("refused: {e}"))?;
        withdrawn_from = match &event {
            Event::PlayerWithdrawn { from_round, .. } => Some(*from_round),
            _ => None,
        };
        Ok(vec![event])
    })
    .await?;
    match withdrawn_from {
        None => emit(
            json_mode,
            &json!({"removed": who, "name": who_name}),
            &format!("player {who} removed: {who_name}"),
        ),
        Some(r) => emit(
            json_mode,
            &json!({"withdrawn": who, "name": who_name, "from_round": r}),
            &format!(
                "player {who} ({who_name}) has been paired, so the games stand: withdrawn from round {r} instead"
            ),
        ),
    }
    Ok(Outcome::Ok)
}

/// `arbiter reopen`: registration opens again (before round 1 is paired).
pub async fn reopen(store: &AnyStore, name: &str, json_mode: bool) -> Result<Outcome> {
    let (s, _) = workflow::change(store, name, |_| Ok(vec![Event::RegistrationReopened])).await?;
    emit(
        json_mode,
        &json!({"registration_open": true, "players": s.tournament.player_count()}),
        "registration reopened: players are numbered by registration until it closes again",
    );
    Ok(Outcome::Ok)
}

/// `arbiter rename`: the log moves to the new name (arbiters limited to the event follow
/// it), and the move is recorded in the log.
pub async fn rename(
    store: &AnyStore,
    location: &Location,
    name: &str,
    new_name: &str,
    json_mode: bool,
) -> Result<Outcome> {
    let mut attempts = 0;
    loop {
        let s = workflow::load(store, name).await?;
        let mut check = s.clone();
        check
            .apply(&Event::TournamentRenamed {
                from: name.to_string(),
                to: new_name.to_string(),
            })
            .map_err(|e| anyhow!("{e}"))?;
        match store
            .rename(name, new_name, s.version, &workflow::actor())
            .await
        {
            Ok(_) => break,
            Err(StoreError::Conflict { .. }) if attempts < 5 => attempts += 1,
            Err(e) => return Err(anyhow!(e)),
        }
    }
    arbiter_server::Accounts::open(&location.target()?)
        .await?
        .rename_event(name, new_name)
        .await?;
    emit(
        json_mode,
        &json!({"from": name, "to": new_name}),
        &format!("{name} is now {new_name}"),
    );
    Ok(Outcome::Ok)
}

/// Asks a yes/no question on the terminal; without a terminal the answer is no, and the
/// message says how to confirm.
pub fn confirm(question: &str, flag: &str) -> Result<bool> {
    let stdin = std::io::stdin();
    if !stdin.is_terminal() {
        bail!("{question}: confirm with {flag}");
    }
    eprint!("{question} [y/N] ");
    std::io::stderr().flush()?;
    let mut line = String::new();
    stdin.read_line(&mut line)?;
    Ok(matches!(line.trim(), "y" | "Y" | "yes" | "Yes"))
}

/// `arbiter delete`: the event leaves listings and takes no more changes, its log kept
/// (`arbiter undelete` brings it back); with `--purge`, a deleted event is removed for good.
pub async fn delete(
    store: &AnyStore,
    name: &str,
    yes: bool,
    purge: bool,
    json_mode: bool,
) -> Result<Outcome> {
    if purge {
        if !yes
            && !confirm(
                &format!("remove {name} and its whole history for good"),
                "--yes",
            )?
        {
            bail!("nothing removed");
        }
        store.purge(name).await.map_err(|e| anyhow!(e))?;
        emit(
            json_mode,
            &json!({"purged": name}),
            &format!("{name} removed for good"),
        );
        return Ok(Outcome::Ok);
    }
    let s = workflow::load_any(store, name).await?;
    if s.deleted {
        bail!("{name} is already deleted (arbiter delete {name} --purge removes it for good)");
    }
    if !yes
        && !confirm(
            &format!(
                "delete {name} ({} players, {} rounds paired)",
                s.tournament.player_count(),
                s.tournament.rounds_paired()
            ),
            "--yes",
        )?
    {
        bail!("nothing deleted");
    }
    workflow::change(store, name, |_| Ok(vec![Event::TournamentDeleted])).await?;
    emit(
        json_mode,
        &json!({"deleted": name}),
        &format!("{name} deleted (arbiter undelete {name} brings it back)"),
    );
    Ok(Outcome::Ok)
}

/// `arbiter undelete`.
pub async fn undelete(store: &AnyStore, name: &str, json_mode: bool) -> Result<Outcome> {
    workflow::change(store, name, |_| Ok(vec![Event::TournamentRestored])).await?;
    emit(
        json_mode,
        &json!({"restored": name}),
        &format!("{name} restored"),
    );
    Ok(Outcome::Ok)
}

/// One line of a batch of results: `BOARD RESULT`.
struct BatchLine {
    line: usize,
    board: u32,
    result: GameResult,
}

/// Reads `BOARD RESULT` lines (blank lines and `#` comments skipped; `BOARD: RESULT` and
/// `BOARD;RESULT` are read too); every bad line is reported with its number.
fn parse_batch(label: &str, text: &str) -> Result<Vec<BatchLine>> {
    let mut lines = Vec::new();
    let mut errors = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        // The board, then a separator (blanks, `:` or `;`), then the result, which may
        // hold a colon of its own (`4: 1:0`).
        let digits = line.bytes().take_while(u8::is_ascii_digit).count();
        let (b, rest) = line.split_at(digits);
        let r = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ':' || c == ';');
        if b.is_empty() {
            let first = line
                .split(|c: char| c.is_whitespace() || c == ':' || c == ';')
                .next()
                .unwrap_or(line);
            errors.push(format!(
                "{label}:{}: {first:?} is not a board number",
                i + 1
            ));
            continue;
        }
        if r.is_empty() {
            errors.push(format!(
                "{label}:{}: expected a board number and a result, e.g. \"4 1-0\"; found {line:?}",
                i + 1
            ));
            continue;
        }
        let Ok(board) = b.parse::<u32>() else {
            errors.push(format!("{label}:{}: {b:?} is not a board number", i + 1));
            continue;
        };
        // The syntax the command line, the desk and the API read (Go's `B+R` too).
        match arbiter_event::parse_result(r) {
            Ok(result) => lines.push(BatchLine {
                line: i + 1,
                board,
                result,
            }),
            Err(e) => {
                // The entry's own position is within the result: placed on the line here.
                let column = raw.find(r).map_or(1, |at| raw[..at].chars().count() + 1);
                let what = e.to_string();
                let what = what.split_once(": ").map_or(what.as_str(), |(_, w)| w);
                errors.push(format!("{label}:{}:{column}: {what}", i + 1));
            }
        }
    }
    // A board given twice: the same result is one result; two results are a conflict.
    let mut kept: Vec<BatchLine> = Vec::with_capacity(lines.len());
    for l in lines {
        match kept.iter().find(|k| k.board == l.board) {
            Some(k) if k.result == l.result => {}
            Some(k) => errors.push(format!(
                "{label}:{}: board {} is {} here but {} on line {}",
                l.line,
                l.board,
                l.result.notation(),
                k.result.notation(),
                k.line
            )),
            None => kept.push(l),
        }
    }
    let lines = kept;
    if !errors.is_empty() {
        bail!("{}", errors.join("\n"));
    }
    if lines.is_empty() {
        bail!("{label}: no results: expected lines such as \"4 1-0\"");
    }
    Ok(lines)
}

/// `arbiter result NAME --round R [--file F]`: a whole round's results at once, from a file
/// or standard input, written together or not at all.
async fn batch_results(
    store: &AnyStore,
    name: &str,
    round: Option<u16>,
    file: Option<&Path>,
    correct: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let (label, text) = match file {
        Some(f) if f != Path::new("-") => crate::io::read_text(f)?,
        _ => {
            if std::io::stdin().is_terminal() {
                eprintln!(
                    "arbiter: enter one \"BOARD RESULT\" line per board, then end of input (Ctrl-D)"
                );
            }
            let mut s = String::new();
            std::io::stdin().read_to_string(&mut s)?;
            ("standard input".to_string(), s)
        }
    };
    let lines = parse_batch(&label, &text)?;
    let mut r = 0;
    let mut repeated: Vec<u32> = Vec::new();
    let mut warnings: Vec<String> = Vec::new();
    let (s, _) = workflow::change(store, name, |s| {
        r = round_or_last(&s.tournament, round)?.get();
        let round_no = RoundNo::new(r).ok_or_else(|| anyhow!("rounds count from 1"))?;
        let games = s.tournament.round(round_no).map_or(0, |x| x.games().len());
        let mut problems = Vec::new();
        let mut events = Vec::new();
        repeated.clear();
        for l in &lines {
            let current = l
                .board
                .checked_sub(1)
                .and_then(|b| s.tournament.round(round_no)?.games().get(b as usize))
                .map(|g| g.result);
            match current {
                None => problems.push(format!(
                    "{label}:{}: round {r} has no board {} (it has {games})",
                    l.line, l.board
                )),
                // The same result again (a sheet entered twice): nothing to do.
                Some(c) if c == l.result => repeated.push(l.board),
                Some(c) if !correct && !c.is_pending() => problems.push(format!(
                    "{label}:{}: board {} already has {}, this line says {}; use --correct to change it",
                    l.line,
                    l.board,
                    c.notation(),
                    l.result.notation()
                )),
                Some(c) if correct && c.is_pending() => problems.push(format!(
                    "{label}:{}: board {} has no result to correct",
                    l.line, l.board
                )),
                Some(_) => {
                    let result = l.result.notation();
                    events.push(if correct {
                        Event::ResultCorrected {
                            round: r,
                            board: l.board,
                            result,
                        }
                    } else {
                        Event::ResultSet {
                            round: r,
                            board: l.board,
                            result,
                        }
                    });
                }
            }
        }
        if !problems.is_empty() {
            bail!(
                "nothing was entered: {} {}:\n{}",
                problems.len(),
                if problems.len() == 1 {
                    "line conflicts"
                } else {
                    "lines conflict"
                },
                problems.join("\n")
            );
        }
        if events.is_empty() {
            bail!("nothing to enter: round {r} already has every result given");
        }
        if correct {
            warnings = correction_warnings(name, &s.tournament, round_no, &events);
        }
        Ok(events)
    })
    .await?;
    for w in &warnings {
        eprintln!("arbiter: warning: {w}");
    }
    let missing = missing_boards(&s.tournament, r);
    let entered = lines.len() - repeated.len();
    let mut text = format!(
        "round {r}: {entered} {} entered",
        if entered == 1 { "result" } else { "results" }
    );
    if !repeated.is_empty() {
        text.push_str(&format!(
            " ({} already entered as given: {})",
            repeated.len(),
            boards_text(&repeated)
        ));
    }
    if missing.is_empty() {
        text.push_str("; every board has a result");
    } else {
        text.push_str(&format!(
            "; still without a result: {}",
            boards_text(&missing)
        ));
    }
    emit(
        json_mode,
        &json!({"round": r, "entered": entered, "repeated": repeated, "missing": missing, "warnings": warnings}),
        &text,
    );
    Ok(Outcome::Ok)
}

/// What correcting results of `round` leaves standing when later rounds are paired: they
/// were paired from the old results (scores, colours, who met whom), and stay as they
/// are. One warning per corrected board, naming each later pairing of its two players.
fn correction_warnings(
    name_of_event: &str,
    t: &Tournament,
    round: RoundNo,
    events: &[Event],
) -> Vec<String> {
    let paired = t.rounds_paired();
    if round.index() + 1 >= paired {
        return Vec::new();
    }
    let name = |p: PlayerId| {
        t.player(p)
            .map(|x| format!("{} ({p})", x.name))
            .unwrap_or_default()
    };
    let mut out = Vec::new();
    for e in events {
        let Event::ResultCorrected { board, .. } = e else {
            continue;
        };
        let Some(game) = board
            .checked_sub(1)
            .and_then(|b| t.round(round)?.games().get(b as usize))
        else {
            continue;
        };
        let mut later = Vec::new();
        for r in round.index() + 1..paired {
            let no = RoundNo::from_index(r);
            for p in [game.white, game.black] {
                match t.entry(p, no) {
                    arbiter_core::Entry::Game {
                        opponent, board, ..
                    } => later.push(format!(
                        "round {no} board {board} ({} against {})",
                        name(p),
                        name(opponent)
                    )),
                    arbiter_core::Entry::Bye(kind) => later.push(format!(
                        "round {no}: {} has {}",
                        name(p),
                        match kind {
                            arbiter_core::ByeKind::PairingAllocated => "the pairing-allocated bye",
                            arbiter_core::ByeKind::Full => "a full-point bye",
                            arbiter_core::ByeKind::Half => "a half-point bye",
                            arbiter_core::ByeKind::Zero => "a zero-point bye",
                        }
                    )),
                    arbiter_core::Entry::Absent => {}
                }
            }
        }
        let last = RoundNo::from_index(paired - 1);
        let rounds = if round.index() + 2 == paired {
            format!("round {last} was")
        } else {
            format!("rounds {} to {last} were", round.get() + 1)
        };
        out.push(format!(
            "round {round} board {board} corrected, but {rounds} already paired from the old result (the pairing stands); the pairings it would have affected: {} (`arbiter check {name_of_event} --all` shows how the engine pairs now)",
            later.join("; ")
        ));
    }
    out
}

/// The boards of a round that have no result yet.
pub fn missing_boards(t: &Tournament, round: u16) -> Vec<u32> {
    RoundNo::new(round)
        .and_then(|r| t.round(r))
        .map(|r| {
            (1u32..)
                .zip(r.games())
                .filter(|(_, g)| g.result.is_pending())
                .map(|(b, _)| b)
                .collect()
        })
        .unwrap_or_default()
}

fn boards_text(boards: &[u32]) -> String {
    let list: Vec<String> = boards.iter().map(u32::to_string).collect();
    format!(
        "{} {}",
        if boards.len() == 1 { "board" } else { "boards" },
        list.join(", ")
    )
}

/// `arbiter undo`: deletes the last round; a round with results is deleted only after the
/// arbiter confirms (or passes `--yes`).
pub async fn undo(store: &AnyStore, name: &str, yes: bool, json_mode: bool) -> Result<Outcome> {
    let s = workflow::load(store, name).await?;
    let n = s.tournament.rounds_paired();
    if n == 0 {
        bail!("no round to delete");
    }
    let r = u16::try_from(n).unwrap_or(u16::MAX);
    let with_results = s
        .tournament
        .round(RoundNo::from_index(n - 1))
        .map_or(0, |x| {
            x.games().iter().filter(|g| !g.result.is_pending()).count()
        });
    if with_results > 0
        && !yes
        && !confirm(
            &format!(
                "round {r} has {with_results} {}; delete the round with them",
                if with_results == 1 {
                    "result"
                } else {
                    "results"
                }
            ),
            "--yes",
        )?
    {
        bail!("nothing deleted");
    }
    let expected = s.version;
    let (after, _) = workflow::change(store, name, |now| {
        if now.version != expected {
            bail!("the event changed meanwhile; run the command again");
        }
        Ok(vec![Event::RoundDeleted { round: r }])
    })
    .await?;
    emit(
        json_mode,
        &json!({"deleted_round": r, "results_deleted": with_results}),
        &format!(
            "round {r} deleted{}; {} rounds paired",
            match with_results {
                0 => String::new(),
                1 => " with its result".to_string(),
                n => format!(" with its {n} results"),
            },
            after.tournament.rounds_paired()
        ),
    );
    Ok(Outcome::Ok)
}

/// Players being entered who look like players already there: the same FIDE id refuses
/// the entry (unless `allow`), the same name and birth date is a warning, printed on
/// standard error and returned.
pub fn check_duplicates(
    s: &arbiter_event::State,
    entries: &[PlayerData],
    allow: bool,
    from_file: bool,
) -> Result<Vec<String>> {
    let found = arbiter_event::duplicates(s, entries);
    let refused: Vec<String> = found
        .iter()
        .filter(|d| d.same_id && !allow)
        .map(ToString::to_string)
        .collect();
    if !refused.is_empty() {
        // One line per player: a list read twice names every player of it.
        let n = refused.len();
        let hint = if from_file {
            "pass --update to update the registered players from the file and register the others, or --allow-duplicate to register them again"
        } else {
            "player edit corrects a registered player; pass --allow-duplicate to register them again"
        };
        bail!(
            "nothing registered: {n} {} already registered with the same FIDE id:\n  {}\n({hint})",
            if n == 1 { "player is" } else { "players are" },
            refused.join("\n  ")
        );
    }
    let warnings: Vec<String> = found.iter().map(ToString::to_string).collect();
    for w in &warnings {
        eprintln!("arbiter: warning: {w}");
    }
    Ok(warnings)
}

/// A player's fields checked and normalised (titles, federations, dates, ratings), or every
/// problem in one message.
pub fn checked(p: &PlayerData) -> Result<PlayerData> {
    arbiter_event::check_player(p).map_err(|problems| {
        let list: Vec<String> = problems.iter().map(ToString::to_string).collect();
        anyhow!("{}", list.join("\n"))
    })
}

/// `arbiter set`: the settings an event's header records hold.
#[derive(Args)]
pub struct SetArgs {
    /// The tournament.
    pub name: String,
    /// Full title.
    #[arg(long)]
    pub title: Option<String>,
    /// The pairing system (before round 1 is paired).
    #[arg(long, long_help = arbiter_pairing::registry::usage())]
    pub system: Option<String>,
    /// Number of rounds (not below those paired).
    #[arg(long)]
    pub rounds: Option<u16>,
    /// City (TRF 022).
    #[arg(long)]
    pub city: Option<String>,
    /// Host federation (TRF 032); for Go, the country (two letters).
    #[arg(long, visible_alias = "country")]
    pub federation: Option<String>,
    /// Start date, YYYY/MM/DD (TRF 042).
    #[arg(long)]
    pub start_date: Option<String>,
    /// End date, YYYY/MM/DD (TRF 052).
    #[arg(long)]
    pub end_date: Option<String>,
    /// Type of tournament (TRF 092), e.g. "Individual: Swiss-System".
    #[arg(long)]
    pub kind: Option<String>,
    /// Chief arbiter (TRF 102).
    #[arg(long)]
    pub arbiter: Option<String>,
    /// The chief arbiter's FIDE ID, for the title forms IT1 and IT3 ("" clears it).
    #[arg(long)]
    pub chief_arbiter_fide_id: Option<String>,
    /// The organiser, for the title forms IT1 and IT3 ("" clears it).
    #[arg(long)]
    pub organiser: Option<String>,
    /// Deputy arbiters (TRF 112), separated by ";".
    #[arg(long)]
    pub deputies: Option<String>,
    /// Time control (TRF 122). For Go: 60m, 60m+5x30s (byo-yomi), 60m+15/5m (Canadian)
    /// or 60m+20s (Fischer).
    #[arg(long)]
    pub time_control: Option<String>,
    /// The encoded time control (TRF26 222): periods `[MOVES/]SECONDS[+INCREMENT]`
    /// separated by ":", e.g. 5400+30 or 40/5400+30:1800+30; unset, it is read off
    /// --time-control when that says one plainly ("" clears it).
    #[arg(long)]
    pub time_control_code: Option<String>,
    /// Round dates (TRF 132), separated by commas, round 1 first.
    #[arg(long)]
    pub round_dates: Option<String>,
    /// Tie-breaks, e.g. BH-C1,BH,SB.
    #[arg(long)]
    pub tiebreaks: Option<String>,
    /// The festival the event is a section of ("" takes it out of its festival).
    #[arg(long)]
    pub festival: Option<String>,
    /// The section's label within its festival, e.g. U1800.
    #[arg(long)]
    pub section: Option<String>,
    /// The language of the public pages for visitors who choose none: en, fr, de, it, es
    /// or ru ("" leaves it to the visitor's browser).
    #[arg(long, value_parser = language_code)]
    pub language: Option<String>,
    #[command(flatten)]
    pub go: GoSetArgs,
    #[command(flatten)]
    pub online: OnlineSetArgs,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
}

/// The rules of the players' own pages `arbiter set` changes. Moments are
/// `YYYY-MM-DD HH:MM`, in UTC.
#[derive(Args)]
#[command(next_help_heading = "Players' pages")]
pub struct OnlineSetArgs {
    /// Public entry: open or closed.
    #[arg(long, value_parser = ["open", "closed"])]
    pub entry: Option<String>,
    /// The most players the event takes, entries waiting included (0: no limit).
    #[arg(long)]
    pub entry_limit: Option<u32>,
    /// When public entry closes ("" : when the arbiter closes it).
    #[arg(long, value_name = "TIME")]
    pub entry_closes: Option<String>,
    /// A round's check-in deadline, ROUND=TIME (ROUND= takes it away); repeat for more
    /// rounds. Players who have not checked in by then are absent.
    #[arg(long, value_name = "ROUND=TIME")]
    pub check_in: Vec<String>,
    /// How many half-point byes a player may ask for on their page (0: none).
    #[arg(long)]
    pub half_byes: Option<u16>,
    /// The last round a bye may be asked for on a player's page (0: every round).
    #[arg(long)]
    pub last_bye_round: Option<u16>,
    /// Players' result reports: off, confirm (agreeing reports wait for the arbiter) or
    /// auto (agreeing reports are entered).
    #[arg(long, value_parser = ["off", "confirm", "auto"])]
    pub reports: Option<String>,
    /// Whether one player's report is enough: yes or no (both players report).
    #[arg(long, value_parser = ["yes", "no"])]
    pub one_report: Option<String>,
}

impl OnlineSetArgs {
    /// The settings with these changes.
    fn apply(&self, old: Option<&OnlineSettings>) -> Result<Option<OnlineSettings>> {
        let mut o = old.cloned().unwrap_or_default();
        if let Some(e) = &self.entry {
            o.entry_open = e == "open";
        }
        if let Some(n) = self.entry_limit {
            o.entry_limit = (n > 0).then_some(n);
        }
        if let Some(c) = &self.entry_closes {
            o.entry_closes = Some(c.trim().to_string()).filter(|c| !c.is_empty());
        }
        for spec in &self.check_in {
            let (round, time) = spec
                .split_once('=')
                .ok_or_else(|| anyhow!("--check-in {spec:?}: expected ROUND=YYYY-MM-DD HH:MM"))?;
            let round: usize = round
                .trim()
                .parse()
                .ok()
                .filter(|&r| r > 0)
                .ok_or_else(|| anyhow!("--check-in {spec:?}: {round:?} is not a round"))?;
            if o.check_in.len() < round {
                o.check_in.resize(round, String::new());
            }
            o.check_in[round - 1] = time.trim().to_string();
            while o.check_in.last().is_some_and(String::is_empty) {
                o.check_in.pop();
            }
        }
        if let Some(n) = self.half_byes {
            o.half_byes = (n > 0).then_some(n);
        }
        if let Some(n) = self.last_bye_round {
            o.last_bye_round = (n > 0).then_some(n);
        }
        if let Some(r) = &self.reports {
            o.reports = Some(r.clone()).filter(|r| r != "confirm");
        }
        if let Some(one) = &self.one_report {
            o.one_report = one == "yes";
        }
        Ok(Some(o).filter(|o| *o != OnlineSettings::default()))
    }
}

/// The settings of a Go event `arbiter set` changes ("" goes back to OpenGotha's value).
#[derive(Args)]
#[command(next_help_heading = "Go events")]
pub struct GoSetArgs {
    /// Komi of even games, e.g. 6.5.
    #[arg(long)]
    pub komi: Option<String>,
    /// McMahon bar, e.g. 4d.
    #[arg(long)]
    pub bar: Option<String>,
    /// McMahon super bar: players of this rank and above form the super group, one point
    /// above the bar.
    #[arg(long)]
    pub super_bar: Option<String>,
    /// Komi of handicap games: 0 or 0.5.
    #[arg(long)]
    pub handicap_komi: Option<String>,
    /// Placement criteria, e.g. MMS,SOS,SOSOS.
    #[arg(long)]
    pub placement: Option<String>,
}

impl GoSetArgs {
    fn given(&self) -> bool {
        [
            &self.komi,
            &self.bar,
            &self.super_bar,
            &self.handicap_komi,
            &self.placement,
        ]
        .iter()
        .any(|v| v.is_some())
    }
}

/// `arbiter set`.
pub async fn set(store: &AnyStore, a: &SetArgs) -> Result<Outcome> {
    let text = |v: &Option<String>, old: &Option<String>| match v {
        None => old.clone(),
        Some(x) if x.trim().is_empty() => None,
        Some(x) => Some(x.trim().to_string()),
    };
    let (s, _) = workflow::change(store, &a.name, |s| {
        let old = &s.settings;
        let mut new = old.clone();
        if let Some(t) = &a.title {
            new.name = t.trim().to_string();
        }
        if let Some(sys) = &a.system {
            if !sys.eq_ignore_ascii_case(&old.system) {
                if s.tournament.rounds_paired() > 0 {
                    bail!("the system cannot change once a round is paired");
                }
                let changed = arbiter_event::Settings {
                    system: sys.clone(),
                    ..old.clone()
                };
                arbiter_event::check_settings(&changed).map_err(|e| anyhow!("--system: {e}"))?;
            }
            new.system = sys.clone();
        }
        if let Some(r) = a.rounds {
            new.rounds = r;
        }
        new.city = text(&a.city, &old.city);
        new.federation = text(&a.federation, &old.federation);
        new.start_date = text(&a.start_date, &old.start_date);
        new.end_date = text(&a.end_date, &old.end_date);
        new.kind = text(&a.kind, &old.kind);
        new.chief_arbiter = text(&a.arbiter, &old.chief_arbiter);
        new.chief_arbiter_fide_id = text(&a.chief_arbiter_fide_id, &old.chief_arbiter_fide_id);
        new.organiser = text(&a.organiser, &old.organiser);
        new.time_control = text(&a.time_control, &old.time_control);
        new.time_control_code = text(&a.time_control_code, &old.time_control_code);
        new.tiebreaks = text(&a.tiebreaks, &old.tiebreaks);
        new.festival = text(&a.festival, &old.festival);
        new.section = text(&a.section, &old.section);
        new.language = text(&a.language, &old.language);
        if let Some(d) = &a.deputies {
            new.deputy_arbiters = d
                .split(';')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect();
        }
        if let Some(d) = &a.round_dates {
            new.round_dates = d
                .split(',')
                .map(str::trim)
                .filter(|x| !x.is_empty())
                .map(str::to_string)
                .collect();
        }
        if new.is_go() && new.time_control != old.time_control {
            arbiter_event::go_time_control(&new).map_err(|e| anyhow!("refused: {e}"))?;
        }
        if a.go.given() {
            if !old.is_go() {
                bail!(
                    "--komi, --bar, --super-bar, --handicap-komi and --placement are a Go event's"
                );
            }
            let mut go = old.go.clone().unwrap_or_default();
            go.komi = text(&a.go.komi, &go.komi);
            go.bar = text(&a.go.bar, &go.bar);
            go.super_bar = text(&a.go.super_bar, &go.super_bar);
            go.handicap_komi = text(&a.go.handicap_komi, &go.handicap_komi);
            go.placement = text(&a.go.placement, &go.placement);
            new.go = Some(go).filter(|g| *g != arbiter_event::GoSettings::default());
        }
        new.online = a.online.apply(old.online.as_ref())?;
        if new == *old {
            bail!("nothing to change");
        }
        Ok(vec![Event::SettingsChanged { settings: new }])
    })
    .await?;
    // The encoded time control (222) the report will carry, or why there is none.
    let code = match (
        &s.settings.time_control_code,
        &s.tournament.info.encoded_time_control,
        &s.settings.time_control,
    ) {
        (Some(_), _, _) | (None, None, None) => String::new(),
        (None, Some(code), _) => {
            format!("; time control code (222) {code}, read off the time control")
        }
        (None, None, Some(tc)) => format!(
            "; no time control code (222) reads off {tc:?}: give it with --time-control-code, e.g. 5400+30 or 40/5400+30:1800+30"
        ),
    };
    emit(
        a.json,
        &json!(s.settings),
        &format!("{}: settings saved{code}", a.name),
    );
    Ok(Outcome::Ok)
}

/// A language given on the command line as its code (`fr`), a tag (`fr-CH`) or its name
/// (`French`, `Français`), stored as its code; blank stays blank (no language).
pub(crate) fn language_code(text: &str) -> Result<String> {
    if text.trim().is_empty() {
        return Ok(String::new());
    }
    arbiter_i18n::Lang::parse(text)
        .map(|l| l.code().to_string())
        .ok_or_else(|| {
            let known: Vec<&str> = arbiter_i18n::Lang::ALL.iter().map(|l| l.code()).collect();
            anyhow!(
                "{text:?} is not a language arbiter speaks ({})",
                known.join(", ")
            )
        })
}

/// `arbiter result`.
#[derive(Args)]
pub struct ResultArgs {
    /// The tournament.
    name: String,
    /// The round (default: the last paired round).
    #[arg(long)]
    round: Option<u16>,
    /// The board.
    #[arg(long, requires = "result")]
    board: Option<u32>,
    /// 1-0, 0-1, 1/2, +-, -+, --, 0-0, ...; a Go result also as Go programs write it: B+R,
    /// W+3.5, B+F (by default), jigo, ? (pending)
    #[arg(allow_hyphen_values = true, requires = "board")]
    result: Option<String>,
    /// Read `BOARD RESULT` lines from this file (- for standard input).
    #[arg(long, conflicts_with = "board")]
    file: Option<PathBuf>,
    /// Replace a result already entered.
    #[arg(long)]
    correct: bool,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter result`: one board's result, or a round's results read as `BOARD RESULT`
/// lines (all or none).
///
/// # Errors
/// When a result does not read or the change is refused.
pub async fn result(store: &AnyStore, a: &ResultArgs) -> Result<Outcome> {
    let (Some(board), Some(result)) = (a.board, &a.result) else {
        return batch_results(
            store,
            &a.name,
            a.round,
            a.file.as_deref(),
            a.correct,
            a.json.json,
        )
        .await;
    };
    let parsed = workflow::parse_result(result)?;
    let mut r = 0;
    let mut warnings = Vec::new();
    let (s, _) = workflow::change(store, &a.name, |s| {
        let round = round_or_last(&s.tournament, a.round)?;
        r = round.get();
        let res = parsed.notation();
        let event = if a.correct {
            Event::ResultCorrected {
                round: r,
                board,
                result: res,
            }
        } else {
            Event::ResultSet {
                round: r,
                board,
                result: res,
            }
        };
        warnings = correction_warnings(&a.name, &s.tournament, round, std::slice::from_ref(&event));
        Ok(vec![event])
    })
    .await?;
    for w in &warnings {
        eprintln!("arbiter: warning: {w}");
    }
    let missing = missing_boards(&s.tournament, r);
    emit(
        a.json.json,
        &json!({"round": r, "board": board, "result": parsed.notation(), "missing": missing, "warnings": warnings}),
        &format!("round {r} board {board}: {}", parsed.notation()),
    );
    Ok(Outcome::Ok)
}
