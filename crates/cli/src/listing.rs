//! What the store holds: `arbiter list` (its tournaments), `arbiter log` (an event's
//! history), and the hidden `arbiter stress`.

use std::io::Write;

use anyhow::Result;
use arbiter_event::{Event, PlayerData};
use arbiter_store::{AnyStore, EventStore};
use serde_json::json;

use crate::io::{Outcome, emit};
use crate::workflow;

/// `arbiter log`: the event history, what changed, when and by whom.
///
/// # Errors
/// When the store has no such tournament.
pub async fn log(store: &AnyStore, name: &str, json_mode: bool) -> Result<Outcome> {
    let log = store.load(name).await?;
    let rows: Vec<_> = log
        .iter()
        .map(|r| json!({"seq": r.seq, "at": r.at, "actor": r.actor, "kind": r.event.kind(), "event": r.event}))
        .collect();
    let text: Vec<String> = log
        .iter()
        .map(|r| {
            format!(
                "{:>5}  {}  {:<12} {}  {}",
                r.seq,
                r.at,
                r.actor,
                r.event.kind(),
                r.event.describe()
            )
        })
        .collect();
    emit(json_mode, &json!(rows), &text.join("\n"));
    Ok(Outcome::Ok)
}

/// `arbiter list`: the tournaments, deleted ones with `all`.
///
/// # Errors
/// When the store cannot be read.
pub async fn list(store: &AnyStore, all: bool, json_mode: bool) -> Result<Outcome> {
    let list = store.list().await?;
    let mut rows = Vec::new();
    let mut text = Vec::new();
    for t in list.iter().filter(|t| all || !t.deleted) {
        let s = workflow::load_any(store, &t.name).await?;
        let paired = s.tournament.rounds_paired();
        rows.push(json!({
            "name": t.name,
            "title": s.settings.name,
            "system": s.settings.system,
            "players": s.tournament.player_count(),
            "rounds_paired": paired,
            "rounds": s.settings.rounds,
            "registration_open": s.registration_open,
            "deleted": t.deleted,
            "log_entries": t.version,
            "created_at": t.created_at,
        }));
        let stage = if t.deleted {
            "deleted".to_string()
        } else if s.registration_open {
            "registration open".to_string()
        } else {
            format!("round {paired} of {}", s.settings.rounds)
        };
        text.push(format!(
            "{:<30} {:<10} {:>5} players  {:<20} created {}",
            t.name,
            s.settings.system,
            s.tournament.player_count(),
            stage,
            t.created_at
        ));
    }
    let hidden = if all {
        0
    } else {
        list.iter().filter(|t| t.deleted).count()
    };
    let n = rows.len();
    text.push(format!(
        "{n} {}{}",
        if n == 1 { "event" } else { "events" },
        if hidden > 0 {
            format!(" ({hidden} deleted not shown: --all)")
        } else {
            String::new()
        }
    ));
    emit(json_mode, &json!(rows), &text.join("\n"));
    Ok(Outcome::Ok)
}

/// `arbiter stress`: appends `events` registrations one at a time, printing each
/// acknowledged position (for crash tests).
///
/// # Errors
/// When an append fails.
pub async fn stress(store: &AnyStore, name: &str, events: u32) -> Result<Outcome> {
    let mut out = std::io::stdout().lock();
    for i in 0..events {
        let (s, _) = workflow::change(store, name, |_| {
            Ok(vec![Event::PlayerRegistered {
                player: PlayerData {
                    name: format!("Stress, Player {i}"),
                    ..PlayerData::default()
                },
            }])
        })
        .await?;
        writeln!(out, "ack {}", s.version)?;
        out.flush()?;
    }
    Ok(Outcome::Ok)
}
