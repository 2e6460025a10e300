//! The players' own pages from the command line: public entries waiting for the arbiter,
//! players' private links, and what the players asked and reported.

use crate::io::{JsonFlag, Outcome, emit};
use crate::workflow;
use anyhow::{Result, bail};
use arbiter_event::{Ask, EntryStatus, Event, ReportState, State};
use arbiter_store::AnyStore;
use clap::{Args, ValueEnum};
use serde_json::json;

/// What `arbiter entries` does with entries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum EntryAction {
    /// Register the player.
    Accept,
    /// Turn the entry down.
    Refuse,
}

/// `arbiter entries`.
#[derive(Args)]
pub struct EntriesArgs {
    /// The tournament.
    name: String,
    /// Accept or refuse (without it, the entries are listed).
    action: Option<EntryAction>,
    /// The entry's number.
    id: Option<u32>,
    /// Every entry waiting.
    #[arg(long, conflicts_with = "id")]
    all: bool,
    #[command(flatten)]
    json: JsonFlag,
}

fn status_word(s: EntryStatus) -> &'static str {
    match s {
        EntryStatus::Pending => "waiting",
        EntryStatus::Accepted => "accepted",
        EntryStatus::Refused => "refused",
    }
}

/// `arbiter entries NAME [accept|refuse ID|--all]`.
///
/// # Errors
/// When the event cannot be read or the change is refused.
pub async fn entries(store: &AnyStore, a: &EntriesArgs) -> Result<Outcome> {
    let s = match a.action {
        None => {
            if a.id.is_some() || a.all {
                bail!("say what to do with the entries: accept or refuse");
            }
            workflow::load(store, &a.name).await?
        }
        Some(action) => {
            if a.id.is_none() && !a.all {
                bail!("name the entry to {action:?} by its number, or pass --all");
            }
            let (s, events) = workflow::change(store, &a.name, |s| {
                let ids: Vec<u32> = match a.id {
                    Some(id) => vec![id],
                    None => s.online.pending().map(|e| e.id).collect(),
                };
                if ids.is_empty() {
                    bail!("no entry is waiting");
                }
                Ok(ids
                    .into_iter()
                    .map(|entry| match action {
                        EntryAction::Accept => Event::EntryAccepted { entry },
                        EntryAction::Refuse => Event::EntryRefused { entry },
                    })
                    .collect())
            })
            .await?;
            eprintln!(
                "{} {}",
                match action {
                    EntryAction::Accept => "accepted:",
                    EntryAction::Refuse => "refused:",
                },
                events.len()
            );
            s
        }
    };
    let rows: Vec<_> = s
        .online
        .entries
        .iter()
        .map(|e| {
            json!({
                "id": e.id,
                "status": status_word(e.status),
                "name": e.player.name,
                "rating": e.player.rating,
                "federation": e.player.federation,
                "fide_id": e.player.fide_id,
                "go_rank": e.player.go_rank,
            })
        })
        .collect();
    let text = s
        .online
        .entries
        .iter()
        .map(|e| {
            let p = &e.player;
            let mut line = format!("{:>3}  {:<8}  {}", e.id, status_word(e.status), p.name);
            for extra in [
                p.go_rank.clone(),
                p.rating.map(|r| r.to_string()),
                p.federation.clone(),
            ]
            .into_iter()
            .flatten()
            {
                line.push_str("  ");
                line.push_str(&extra);
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n");
    let text = if text.is_empty() {
        "no entries".to_string()
    } else {
        text
    };
    emit(a.json.json, &serde_json::Value::Array(rows), &text);
    Ok(Outcome::Ok)
}

/// `arbiter player link NAME PLAYER [--revoke]`: a new private link, printed once (only
/// its digest is kept), or the link revoked.
///
/// # Errors
/// When the player is not found or the change is refused.
pub async fn link(
    store: &AnyStore,
    tournament: &str,
    player: &str,
    revoke: bool,
    base: &str,
    json_mode: bool,
) -> Result<Outcome> {
    let mut token = String::new();
    let mut who = (0, String::new());
    workflow::change(store, tournament, |s| {
        let n = arbiter_event::find_player(s, player)?;
        who = (n, player_name(s, n));
        if revoke {
            return Ok(vec![Event::PlayerLinkRevoked { player: n }]);
        }
        let (t, hash) = arbiter_server::new_player_token()?;
        token = t;
        Ok(vec![Event::PlayerLinkIssued { player: n, hash }])
    })
    .await?;
    if revoke {
        emit(
            json_mode,
            &json!({"player": who.0, "revoked": true}),
            &format!("the link of {} {} no longer works", who.0, who.1),
        );
    } else {
        let url = arbiter_server::player_url(base, &token);
        emit(
            json_mode,
            &json!({"player": who.0, "name": who.1, "url": url}),
            &url,
        );
    }
    Ok(Outcome::Ok)
}

fn player_name(s: &State, n: u32) -> String {
    arbiter_core::PlayerId::new(n)
        .and_then(|p| s.tournament.player(p))
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

fn ask_words(a: Ask) -> &'static str {
    match a {
        Ask::CheckIn => "checked in",
        Ask::HalfBye => "asked for a half-point bye",
        Ask::ZeroBye => "asked for a zero-point bye",
        Ask::Absent => "will not play",
        Ask::Withdraw => "withdrew",
    }
}

/// `arbiter requests NAME`: what the players asked on their pages, who has not checked in
/// for the next round, and the result reports that wait for the arbiter (agreeing ones,
/// and disagreements).
///
/// # Errors
/// When the event cannot be read.
pub async fn requests(store: &AnyStore, name: &str, json_mode: bool) -> Result<Outcome> {
    let s = workflow::load(store, name).await?;
    let mut lines = Vec::new();
    let asks: Vec<_> = s
        .online
        .asks
        .iter()
        .map(|a| {
            lines.push(format!(
                "round {}: {} {} {}",
                a.round,
                a.player,
                player_name(&s, a.player),
                ask_words(a.ask)
            ));
            json!({"round": a.round, "player": a.player, "ask": a.ask.as_str()})
        })
        .collect();
    let next = s.tournament.next_round().get();
    let missing = if s.online_settings().check_in_deadline(next).is_some()
        && usize::from(next) <= usize::from(s.settings.rounds)
    {
        let m = s.not_checked_in(next);
        lines.push(format!(
            "round {next}: not checked in: {}",
            if m.is_empty() {
                "nobody".to_string()
            } else {
                m.iter()
                    .map(|p| format!("{p} {}", player_name(&s, *p)))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        ));
        m
    } else {
        Vec::new()
    };
    let mut reports = Vec::new();
    for &(round, board) in s.online.reports.keys() {
        let pending = arbiter_core::RoundNo::new(round)
            .and_then(|r| s.tournament.round(r))
            .and_then(|r| r.games().get(board.checked_sub(1)? as usize))
            .is_some_and(|g| g.result.is_pending());
        if !pending {
            continue;
        }
        let (state, text) = match s.report_state(round, board) {
            ReportState::Agreed(r) => ("agreed", r.notation()),
            ReportState::One { player, result } => {
                ("one", format!("{} by {player}", result.notation()))
            }
            ReportState::Disagree { white, black } => (
                "disagree",
                format!(
                    "White says {}, Black says {}",
                    white.notation(),
                    black.notation()
                ),
            ),
            ReportState::None => continue,
        };
        lines.push(format!("round {round}, board {board}: {state}: {text}"));
        reports.push(json!({"round": round, "board": board, "state": state, "reports": text}));
    }
    if lines.is_empty() {
        lines.push("nothing asked or reported".into());
    }
    emit(
        json_mode,
        &json!({"asks": asks, "not_checked_in": missing, "reports": reports}),
        &lines.join("\n"),
    );
    Ok(Outcome::Ok)
}

/// Now, in UTC, as the settings write moments (`YYYY-MM-DD HH:MM`).
#[must_use]
pub fn now_minute() -> String {
    let n = time::OffsetDateTime::now_utc();
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        n.year(),
        u8::from(n.month()),
        n.day(),
        n.hour(),
        n.minute()
    )
}
