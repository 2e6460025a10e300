//! What the pairing must respect beyond the rules: `arbiter prohibit` (players who may not
//! meet, TRF26 record 260) and `arbiter accelerate` (a player's fictitious points for
//! pairing, record 250). Each is an event in the log, and an export carries it.

use anyhow::{Result, bail};
use arbiter_event::{Event, Prohibit, acceleration_event};
use arbiter_store::AnyStore;
use clap::Args;
use serde_json::json;

use crate::io::{JsonFlag, Outcome, emit};
use crate::workflow;

/// `arbiter prohibit`.
#[derive(Args)]
pub struct ProhibitArgs {
    /// The tournament.
    name: String,
    /// The players (start rank or part of the name), two or more: none of them is paired
    /// with another of them.
    players: Vec<String>,
    /// The first round it applies to (default: the next round).
    #[arg(long)]
    from_round: Option<u16>,
    /// The last round it applies to (default: the last round).
    #[arg(long)]
    to_round: Option<u16>,
    /// Lift every prohibition instead.
    #[arg(long, conflicts_with_all = ["players", "from_round", "to_round"])]
    clear: bool,
    /// Lift the prohibition listed Nth (from 1, as this command lists them) instead and
    /// keep the others.
    #[arg(long, value_name = "N", conflicts_with_all = ["players", "from_round", "to_round", "clear"])]
    lift: Option<usize>,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter accelerate`.
#[derive(Args)]
pub struct AccelerateArgs {
    /// The tournament.
    name: String,
    /// Start rank or part of the name.
    player: String,
    /// The fictitious points of each round from round 1, separated by commas (`1,1,0.5`);
    /// empty to take them away.
    #[arg(long, allow_hyphen_values = true)]
    points: String,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter prohibit`: players who may not meet, added to those before (or one
/// prohibition lifted with `--lift N`, every one with `--clear`).
///
/// # Errors
/// When a player or the prohibition is not found or the change is refused.
pub async fn prohibit(store: &AnyStore, a: &ProhibitArgs) -> Result<Outcome> {
    if !a.clear && a.lift.is_none() && a.players.len() < 2 {
        bail!(
            "name two players or more (or --lift N to lift one prohibition, --clear to lift every one)"
        );
    }
    let (state, _) = workflow::change(store, &a.name, |s| {
        if let Some(n) = a.lift {
            let Some(event) = s.prohibition_lifted(n) else {
                bail!(
                    "there is no prohibition {n} (there are {})",
                    s.prohibition_data().len()
                );
            };
            return Ok(vec![event]);
        }
        let add = if a.clear {
            None
        } else {
            let players = a
                .players
                .iter()
                .map(|p| workflow::find_player(s, p))
                .collect::<Result<Vec<_>>>()?;
            Some(Prohibit {
                players,
                first_round: a.from_round,
                last_round: a.to_round,
            })
        };
        Ok(vec![s.prohibition_event(add.as_ref())])
    })
    .await?;
    let list = state.prohibition_data();
    let text: Vec<String> = list
        .iter()
        .map(|p| {
            let players: Vec<String> = p.players.iter().map(ToString::to_string).collect();
            format!(
                "{} may not meet in rounds {} to {}",
                players.join(", "),
                p.first_round,
                p.last_round
            )
        })
        .collect();
    let values: Vec<_> = list
        .iter()
        .map(|p| json!({"players": p.players, "first_round": p.first_round, "last_round": p.last_round}))
        .collect();
    emit(
        a.json.json,
        &json!({ "prohibitions": values }),
        &if text.is_empty() {
            "no prohibited pairings".to_string()
        } else {
            text.join("\n")
        },
    );
    Ok(Outcome::Ok)
}

/// `arbiter accelerate`: a player's fictitious points for pairing, round by round.
///
/// # Errors
/// When the player is not found or the points do not read.
pub async fn accelerate(store: &AnyStore, a: &AccelerateArgs) -> Result<Outcome> {
    let mut who = 0;
    let mut points = Vec::new();
    workflow::change(store, &a.name, |s| {
        who = workflow::find_player(s, &a.player)?;
        let event = acceleration_event(who, &a.points);
        if let Event::AccelerationSet { points: p, .. } = &event {
            points.clone_from(p);
        }
        Ok(vec![event])
    })
    .await?;
    emit(
        a.json.json,
        &json!({"player": who, "points": points}),
        &if points.is_empty() {
            format!("player {who}: no acceleration")
        } else {
            format!(
                "player {who}: {} fictitious points in rounds 1 to {}",
                points.join(", "),
                points.len()
            )
        },
    );
    Ok(Outcome::Ok)
}
