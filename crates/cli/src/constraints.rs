//! What the pairing must respect beyond the rules: `arbiter prohibit` (players who may not
//! meet, TRF26 record 260) and `arbiter accelerate` (a player's fictitious points for
//! pairing, record 250). Each is an event in the log, and an export carries it.

use anyhow::{Result, bail};
use arbiter_event::{Event, ProhibitionData};
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

/// `arbiter prohibit`: players who may not meet, added to those before (or every
/// prohibition lifted with `--clear`).
///
/// # Errors
/// When a player is not found or the change is refused.
pub async fn prohibit(store: &AnyStore, a: &ProhibitArgs) -> Result<Outcome> {
    if !a.clear && a.players.len() < 2 {
        bail!("name two players or more (or --clear to lift every prohibition)");
    }
    let mut list = Vec::new();
    workflow::change(store, &a.name, |s| {
        list = if a.clear {
            Vec::new()
        } else {
            s.tournament
                .prohibitions
                .iter()
                .map(|p| ProhibitionData {
                    players: p.players.iter().map(|x| x.get()).collect(),
                    first_round: p.first_round.get(),
                    last_round: p.last_round.get(),
                })
                .collect()
        };
        if !a.clear {
            let players = a
                .players
                .iter()
                .map(|p| workflow::find_player(s, p))
                .collect::<Result<Vec<_>>>()?;
            list.push(ProhibitionData {
                players,
                first_round: a
                    .from_round
                    .unwrap_or_else(|| s.tournament.next_round().get()),
                last_round: a.to_round.unwrap_or(s.settings.rounds),
            });
        }
        Ok(vec![Event::ProhibitionsSet {
            prohibitions: list.clone(),
        }])
    })
    .await?;
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
    let points: Vec<String> = a
        .points
        .split(',')
        .map(|x| x.trim().to_string())
        .filter(|x| !x.is_empty())
        .collect();
    let mut who = 0;
    workflow::change(store, &a.name, |s| {
        who = workflow::find_player(s, &a.player)?;
        Ok(vec![Event::AccelerationSet {
            player: who,
            points: points.clone(),
        }])
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
