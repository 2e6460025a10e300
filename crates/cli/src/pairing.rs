//! `arbiter pair`, `arbiter check`, `arbiter pairing`: a round paired by the engine, by
//! hand, or around boards fixed by hand; a round checked against the engine; a round
//! shown. A TRF file is paired and checked by the engine mode (see `engine`), a stored
//! event through its log.

use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};
use arbiter_core::RoundNo;
use arbiter_event::{Event, State, check_pairing};
use arbiter_store::AnyStore;
use clap::Args;
use serde_json::json;

use crate::io::{self, JsonFlag, Outcome, emit, round_or_last};
use crate::workflow::{self, Location};
use crate::{engine, go, teams};

/// `arbiter pair`.
#[derive(Args)]
pub struct PairArgs {
    /// A .trf file, or the name of a stored tournament.
    name: String,
    /// The pairing system (default: the event's, or the TRF's 192 record, else dutch).
    #[arg(long, long_help = arbiter_pairing::registry::usage())]
    system: Option<String>,
    /// The variant of a round robin (fide, standard, rotate=R, adjusted).
    #[arg(long)]
    variant: Option<String>,
    /// Engine mode: write the pairing to this file instead of standard output.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Explain the pairing: brackets, floaters and the criteria behind each deviation
    /// (to standard error in engine mode).
    #[arg(long)]
    explain: bool,
    /// Boards as WHITE-BLACK start ranks, comma-separated; `N-0` gives N the bye.
    #[arg(long, conflicts_with = "fix")]
    manual: Option<String>,
    /// Boards fixed by hand (WHITE-BLACK, comma-separated); the engine pairs the others.
    #[arg(long)]
    fix: Option<String>,
    /// Accept the listed rule violations of a manual pairing (they are logged).
    #[arg(long)]
    force: bool,
    /// While the round's check-in is open, what the players who have not checked in do:
    /// play (paired as the others) or absent (not paired). After the deadline they are
    /// absent unless told to play.
    #[arg(long, value_parser = ["play", "absent"])]
    unchecked: Option<String>,
    #[command(flatten)]
    json: JsonFlag,
}

/// The next round's check-in settled as `pair` is told: the events that record it (the
/// players who did not check in made absent), and the state to pair from.
fn after_check_in(s: &State, unchecked: Option<&str>) -> Result<(State, Vec<Event>)> {
    let unchecked = unchecked.and_then(arbiter_event::Unchecked::parse);
    let events = s.check_in_events(&crate::online::now_minute(), unchecked)?;
    let mut after = s.clone();
    for e in &events {
        after.apply(e)?;
    }
    Ok((after, events))
}

/// `arbiter check`.
#[derive(Args)]
pub struct CheckArgs {
    /// A .trf file, or the name of a stored tournament.
    target: String,
    /// The pairing system (default: the event's, or the TRF's 192 record, else dutch).
    #[arg(long, long_help = arbiter_pairing::registry::usage())]
    system: Option<String>,
    /// The variant of a round robin.
    #[arg(long)]
    variant: Option<String>,
    /// Check every round, each from the rounds before it.
    #[arg(long)]
    all: bool,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter pair`: a TRF file in engine mode (unless paired by hand), else the next round
/// of a stored event.
///
/// # Errors
/// When the event cannot be read or its pairing is refused.
pub fn pair(location: &Location, a: PairArgs) -> Result<Outcome> {
    if a.manual.is_none() && io::is_file_target(&a.name) {
        return engine::pair_file(
            Path::new(&a.name),
            &engine::PairOptions {
                system: a.system.as_deref(),
                variant: a.variant.as_deref(),
                output: a.output.as_deref(),
                explain: a.explain,
            },
        );
    }
    io::block_on(async {
        let store = location.open().await?;
        if let Some(spec) = &a.fix {
            return pair_around(&store, &a, spec).await;
        }
        if let Some(spec) = &a.manual {
            return pair_by_hand(&store, &a.name, spec, a.force, a.json.json).await;
        }
        pair_next(&store, &a).await
    })
}

/// `arbiter check`: a TRF file in engine mode, else a stored event's rounds (a Go event's
/// by the Go engine).
///
/// # Errors
/// When the event cannot be read or the system is unknown.
pub fn check(location: &Location, a: &CheckArgs) -> Result<Outcome> {
    if io::is_file_target(&a.target) {
        return engine::check_file(
            Path::new(&a.target),
            a.system.as_deref(),
            a.variant.as_deref(),
            a.all,
            a.json.json,
        );
    }
    let s = io::block_on(async {
        let store = location.open().await?;
        workflow::load(&store, &a.target).await
    })?;
    if let Some(g) = arbiter_event::go_view(&s) {
        if a.all {
            let mut outcome = Outcome::Ok;
            for r in 1..=u16::try_from(s.tournament.rounds_paired()).unwrap_or(0) {
                if go::check_round(&a.target, &g, Some(r), a.json.json)? != Outcome::Ok {
                    outcome = Outcome::NoAnswer;
                }
            }
            return Ok(outcome);
        }
        return go::check_round(&a.target, &g, None, a.json.json);
    }
    let system = a
        .system
        .clone()
        .unwrap_or_else(|| s.settings.system.clone());
    engine::check_tournament(
        &a.target,
        s.tournament,
        Some(&system),
        a.variant.as_deref(),
        a.all,
        a.json.json,
    )
}

/// `arbiter pairing`: the pairing of a round (default: the last paired).
///
/// # Errors
/// When the event cannot be read or the round is not paired.
pub async fn show(
    store: &AnyStore,
    name: &str,
    round: Option<u16>,
    json_mode: bool,
) -> Result<Outcome> {
    let s = workflow::load(store, name).await?;
    let r = round_or_last(&s.tournament, round)?;
    let (value, text) = workflow::pairing_view(&s.tournament, r)?;
    emit(json_mode, &value, &text);
    Ok(Outcome::Ok)
}

/// The next round of a stored event paired by its engine.
async fn pair_next(store: &AnyStore, a: &PairArgs) -> Result<Outcome> {
    if a.variant.is_some() || a.output.is_some() {
        bail!("--variant and -o apply to TRF files; a stored event keeps its own system");
    }
    let mut made = None;
    let mut go_made = None;
    let mut unknown = Vec::new();
    let changed = workflow::change(store, &a.name, |s| {
        if let Some(sys) = &a.system
            && !sys.eq_ignore_ascii_case(&s.settings.system)
        {
            bail!(
                "the event is paired with '{}', not '{sys}'",
                s.settings.system
            );
        }
        let (after, mut events) = after_check_in(s, a.unchecked.as_deref())?;
        let s = &after;
        // A Go round keeps what its explanation reads (the costs of its games).
        unknown = arbiter_event::go_unknown_results(s);
        // A Go team event pairs matches of teams, as any team event.
        if s.settings.is_go() && !arbiter_event::is_go_team_event(s) {
            let (g, p, event) = arbiter_event::pair_next_go(s)?;
            go_made = Some((g, p));
            events.push(event);
            return Ok(events);
        }
        let (pairing, event) = arbiter_event::pair_next(s)?;
        made = Some(pairing);
        events.push(event);
        Ok(events)
    })
    .await;
    let (s, events) = match changed {
        Ok(done) => done,
        Err(e) if is_no_pairing(&e) => {
            eprintln!("arbiter: {e:#}");
            return Ok(Outcome::NoAnswer);
        }
        Err(e) => return Err(e),
    };
    absent_note(&events);
    let round = RoundNo::from_index(s.tournament.rounds_paired() - 1);
    let (value, mut text) = if s.pairs_matches() {
        teams::matches_view(&s.tournament, &s.team_view()?, round)?
    } else {
        workflow::pairing_view(&s.tournament, round)?
    };
    // A Go round paired with results missing says how it counted them.
    let note = go::unknown_results_note(&unknown);
    if !note.is_empty() {
        text.push('\n');
        text.push_str(&note);
    }
    let why = match &go_made {
        Some((g, p)) if a.explain => format!("{note}\n{}", go::explanation(g, p)?)
            .trim_start()
            .to_string(),
        Some(_) => String::new(),
        None => made
            .as_ref()
            .map(|p| engine::explanation(&s.settings.system, p))
            .unwrap_or_default(),
    };
    if a.explain {
        text.push('\n');
        text.push_str(why.trim_end());
    }
    let unknown: Vec<_> = unknown
        .iter()
        .map(|(round, board)| json!({"round": round, "board": board}))
        .collect();
    let value = if a.explain {
        json!({"pairing": value, "explanation": why, "unknown_results": unknown})
    } else {
        json!({"pairing": value, "unknown_results": unknown})
    };
    emit(a.json.json, &value, &text);
    Ok(Outcome::Ok)
}

/// `arbiter pair NAME --manual "W-B,…"`: a round paired by hand (with `--force`, the last
/// round, still without results, replaced); what it breaks is refused unless forced, and
/// then logged.
async fn pair_by_hand(
    store: &AnyStore,
    name: &str,
    spec: &str,
    force: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let (boards, bye) = workflow::parse_manual(spec)?;
    let (s, events) = workflow::change(store, name, |s| {
        let boards = arbiter_event::go_hand_boards(s, &boards);
        let t = &s.tournament;
        let last_open = t
            .rounds()
            .last()
            .is_some_and(|r| r.games().iter().all(|g| g.result.is_pending()));
        let editing = last_open && force;
        let round = if editing {
            RoundNo::from_index(t.rounds_paired() - 1)
        } else {
            t.next_round()
        };
        let mut before = t.clone();
        if editing {
            before.pop_round();
        }
        let violations = check_pairing(&before, round, &boards, bye, &s.pairing_rules());
        let structural: Vec<String> = violations
            .iter()
            .filter(|v| v.is_structural())
            .map(ToString::to_string)
            .collect();
        if !structural.is_empty() {
            bail!("the pairing is not a round:\n  {}", structural.join("\n  "));
        }
        let texts: Vec<String> = violations.iter().map(ToString::to_string).collect();
        if !texts.is_empty() && !force {
            bail!(
                "the pairing breaks:\n  {}\npass --force to accept (it is logged)",
                texts.join("\n  ")
            );
        }
        Ok(vec![if editing {
            Event::PairingEdited {
                round: round.get(),
                boards: boards.clone(),
                bye,
                overridden: texts,
            }
        } else {
            Event::RoundPaired {
                round: round.get(),
                engine: "manual".into(),
                version: String::new(),
                boards: boards.clone(),
                bye,
                overridden: texts,
            }
        }])
    })
    .await?;
    let round = RoundNo::from_index(s.tournament.rounds_paired() - 1);
    let (value, mut text) = workflow::pairing_view(&s.tournament, round)?;
    let overridden: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::PairingEdited { overridden, .. } | Event::RoundPaired { overridden, .. } => {
                Some(overridden.clone())
            }
            _ => None,
        })
        .flatten()
        .collect();
    for o in &overridden {
        text.push_str(&format!("\naccepted: {o}"));
    }
    emit(
        json_mode,
        &json!({"pairing": value, "accepted_violations": overridden}),
        &text,
    );
    Ok(Outcome::Ok)
}

/// `arbiter pair NAME --fix "W-B,…"`: the arbiter's boards stand, the engine pairs the
/// others. The fixed boards are checked like a manual pairing: what they break is listed,
/// and recorded only with `--force`.
async fn pair_around(store: &AnyStore, a: &PairArgs, spec: &str) -> Result<Outcome> {
    let (name, force, explain, json_mode) = (a.name.as_str(), a.force, a.explain, a.json.json);
    let (fixed, bye) = workflow::parse_manual(spec)?;
    if bye.is_some() {
        bail!("--fix takes boards only; the engine allocates the bye");
    }
    if fixed.is_empty() {
        bail!("--fix: give at least one board, e.g. --fix 1-4");
    }
    let mut made = None;
    let changed = workflow::change(store, name, |s| {
        let (after, mut events) = after_check_in(s, a.unchecked.as_deref())?;
        let s = &after;
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
        events.push(Event::RoundPaired {
            round,
            engine,
            version,
            boards,
            bye,
            overridden: texts,
        });
        Ok(events)
    })
    .await;
    let (s, events) = match changed {
        Ok(done) => done,
        Err(e) if is_no_pairing(&e) => {
            eprintln!("arbiter: {e:#}");
            return Ok(Outcome::NoAnswer);
        }
        Err(e) => return Err(e),
    };
    absent_note(&events);
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

/// Says on standard error which players the pairing left out for not checking in.
fn absent_note(events: &[Event]) {
    let absent: Vec<String> = events
        .iter()
        .filter_map(|e| match e {
            Event::AvailabilitySet { player, .. } => Some(player.to_string()),
            _ => None,
        })
        .collect();
    if !absent.is_empty() {
        eprintln!("arbiter: absent, not checked in: {}", absent.join(", "));
    }
}

/// True when an error is the engine's "no legal pairing" (exit 1, not 2).
fn is_no_pairing(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        matches!(
            c.downcast_ref::<arbiter_event::AutoPairError>(),
            Some(arbiter_event::AutoPairError::Engine(_))
        )
    })
}
