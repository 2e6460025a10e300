//! Corrections an arbiter makes during an event: editing and removing players, reopening
//! registration, renaming and deleting events, entering a round's results at once, undoing
//! a round with results, and pairing around boards fixed by hand. Each is an event in the
//! log, checked against the folded state before it is written.

use std::io::{IsTerminal, Read, Write};
use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};
use arbiter_core::{GameResult, PlayerId, RoundNo, Tournament};
use arbiter_event::{Event, PlayerData, check_pairing};
use arbiter_store::{AnyStore, EventStore, StoreError};
use clap::Args;
use serde_json::json;

use crate::Outcome;
use crate::workflow::{self, Location, emit};

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
            "nothing to change: give at least one of --name, --rating, --fide-id, --fed, --title, --sex, --birth, --club"
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
        let mut parts = line
            .split(|c: char| c.is_whitespace() || c == ':' || c == ';' || c == '\t')
            .filter(|p| !p.is_empty());
        let (Some(b), Some(r), None) = (parts.next(), parts.next(), parts.next()) else {
            errors.push(format!(
                "{label}:{}: expected a board number and a result, e.g. \"4 1-0\"; found {line:?}",
                i + 1
            ));
            continue;
        };
        let Ok(board) = b.parse::<u32>() else {
            errors.push(format!("{label}:{}: {b:?} is not a board number", i + 1));
            continue;
        };
        match r.parse::<GameResult>() {
            Ok(result) => lines.push(BatchLine {
                line: i + 1,
                board,
                result,
            }),
            Err(e) => errors.push(format!("{label}:{}: {e}", i + 1)),
        }
    }
    if let Some(dup) = lines.iter().enumerate().find_map(|(k, a)| {
        lines[..k]
            .iter()
            .find(|b| b.board == a.board)
            .map(|b| (b, a))
    }) {
        errors.push(format!(
            "{label}:{}: board {} is already given on line {}",
            dup.1.line, dup.1.board, dup.0.line
        ));
    }
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
pub async fn batch_results(
    store: &AnyStore,
    name: &str,
    round: Option<u16>,
    file: Option<&Path>,
    correct: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let (label, text) = match file {
        Some(f) if f != Path::new("-") => (
            f.display().to_string(),
            std::fs::read_to_string(f).map_err(|e| anyhow!("{}: {e}", f.display()))?,
        ),
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
    let (s, _) = workflow::change(store, name, |s| {
        r = crate::round_or_last(&s.tournament, round)?.get();
        let round_no = RoundNo::new(r).ok_or_else(|| anyhow!("rounds count from 1"))?;
        let games = s.tournament.round(round_no).map_or(0, |x| x.games().len());
        let mut problems = Vec::new();
        let mut events = Vec::new();
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
                Some(c) if !correct && !c.is_pending() => problems.push(format!(
                    "{label}:{}: board {} already has a result ({}); use --correct to change it",
                    l.line,
                    l.board,
                    c.notation()
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
            bail!("nothing was entered:\n{}", problems.join("\n"));
        }
        Ok(events)
    })
    .await?;
    let missing = missing_boards(&s.tournament, r);
    let mut text = format!(
        "round {r}: {} {} entered",
        lines.len(),
        if lines.len() == 1 {
            "result"
        } else {
            "results"
        }
    );
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
        &json!({"round": r, "entered": lines.len(), "missing": missing}),
        &text,
    );
    Ok(Outcome::Ok)
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

/// `arbiter pair NAME --fix "W-B,…"`: the arbiter's boards stand, the engine pairs the
/// others. The fixed boards are checked like a manual pairing: what they break is listed,
/// and recorded only with `--force`.
pub async fn pair_around(
    store: &AnyStore,
    name: &str,
    spec: &str,
    force: bool,
    explain: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let (fixed, bye) = workflow::parse_manual(spec)?;
    if bye.is_some() {
        bail!("--fix takes boards only; the engine allocates the bye");
    }
    if fixed.is_empty() {
        bail!("--fix: give at least one board, e.g. --fix 1-4");
    }
    let mut made = None;
    let changed = workflow::change(store, name, |s| {
        let (pairing, event) = arbiter_event::pair_rest(s, &fixed)?;
        let Event::RoundPaired {
            round,
            engine,
            version,
            boards,
            bye,
            ..
        } = event
        else {
            bail!("the engine gave no round");
        };
        let r = RoundNo::new(round).ok_or_else(|| anyhow!("rounds count from 1"))?;
        let violations = check_pairing(&s.tournament, r, &boards, bye, &s.settings.system);
        let structural: Vec<String> = violations
            .iter()
            .filter(|v| v.is_structural())
            .map(ToString::to_string)
            .collect();
        if !structural.is_empty() {
            bail!(
                "the fixed boards do not make a round:\n  {}",
                structural.join("\n  ")
            );
        }
        let texts: Vec<String> = violations.iter().map(ToString::to_string).collect();
        if !texts.is_empty() && !force {
            bail!(
                "the fixed boards break:\n  {}\npass --force to accept (it is logged)",
                texts.join("\n  ")
            );
        }
        made = Some(pairing);
        Ok(vec![Event::RoundPaired {
            round,
            engine,
            version,
            boards,
            bye,
            overridden: texts,
        }])
    })
    .await;
    let s = match changed {
        Ok((s, _)) => s,
        Err(e) if is_no_pairing(&e) => {
            eprintln!("arbiter: {e:#}");
            return Ok(Outcome::NoAnswer);
        }
        Err(e) => return Err(e),
    };
    let round = RoundNo::from_index(s.tournament.rounds_paired() - 1);
    let (value, mut text) = workflow::pairing_view(&s.tournament, round)?;
    text.push_str(&format!(
        "\n{} boards fixed by hand, the others paired by {}",
        fixed.len(),
        s.settings.system
    ));
    let why = made
        .as_ref()
        .map(|p| crate::engine::explanation(&s.settings.system, p))
        .unwrap_or_default();
    if explain {
        text.push('\n');
        text.push_str(why.trim_end());
    }
    emit(
        json_mode,
        &json!({"pairing": value, "fixed": fixed.len(), "explanation": if explain { json!(why) } else { json!(null) }}),
        &text,
    );
    Ok(Outcome::Ok)
}

/// True when an error is the engine's "no legal pairing" (exit 1, not 2).
pub fn is_no_pairing(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        matches!(
            c.downcast_ref::<arbiter_event::AutoPairError>(),
            Some(arbiter_event::AutoPairError::Engine(_))
        )
    })
}

/// A path given where a stored event's name could also be: a file that exists, or a name
/// ending in `.trf`.
pub fn is_file(target: &str) -> Option<PathBuf> {
    let p = PathBuf::from(target);
    (target == "-" || p.is_file() || crate::is_trf_path(target)).then_some(p)
}

/// Players being entered who look like players already there: the same FIDE id refuses
/// the entry (unless `allow`), the same name and birth date is a warning, printed on
/// standard error and returned.
pub fn check_duplicates(
    s: &arbiter_event::State,
    entries: &[PlayerData],
    allow: bool,
) -> Result<Vec<String>> {
    let found = arbiter_event::duplicates(s, entries);
    let refused: Vec<String> = found
        .iter()
        .filter(|d| d.same_id && !allow)
        .map(ToString::to_string)
        .collect();
    if !refused.is_empty() {
        bail!(
            "nothing registered: {}\n(pass --allow-duplicate to register them anyway)",
            refused.join("; ")
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
    /// Host federation (TRF 032).
    #[arg(long)]
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
    /// Time control (TRF 122).
    #[arg(long)]
    pub time_control: Option<String>,
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
    #[arg(long, value_parser = crate::registration::language_code)]
    pub language: Option<String>,
    /// Print JSON.
    #[arg(long)]
    pub json: bool,
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
        if new == *old {
            bail!("nothing to change");
        }
        Ok(vec![Event::SettingsChanged { settings: new }])
    })
    .await?;
    emit(
        a.json,
        &json!(s.settings),
        &format!("{}: settings saved", a.name),
    );
    Ok(Outcome::Ok)
}
