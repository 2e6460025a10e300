//! Who plays which round: `arbiter absent`, `arbiter available`, `arbiter withdraw`,
//! `arbiter reenter`. Each is an event in the log.

use anyhow::Result;
use arbiter_event::{Availability, Event};
use arbiter_store::AnyStore;
use clap::{Args, ValueEnum};
use serde_json::json;

use crate::io::{JsonFlag, Outcome, emit};
use crate::workflow;

/// `arbiter absent`.
#[derive(Args)]
pub struct AbsentArgs {
    /// The tournament.
    name: String,
    /// Start rank or part of the name.
    player: String,
    /// The round.
    #[arg(long)]
    round: u16,
    /// A bye instead of a plain absence.
    #[arg(long, value_enum)]
    bye: Option<ByeArg>,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter available`.
#[derive(Args)]
pub struct AvailableArgs {
    /// The tournament.
    name: String,
    /// Start rank or part of the name.
    player: String,
    /// The round.
    #[arg(long)]
    round: u16,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter withdraw`.
#[derive(Args)]
pub struct WithdrawArgs {
    /// The tournament.
    name: String,
    /// Start rank or part of the name.
    player: String,
    /// The first round the player misses.
    #[arg(long)]
    from_round: Option<u16>,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter reenter`.
#[derive(Args)]
pub struct ReenterArgs {
    /// The tournament.
    name: String,
    /// Start rank or part of the name.
    player: String,
    #[command(flatten)]
    json: JsonFlag,
}

#[derive(Copy, Clone, ValueEnum)]
enum ByeArg {
    /// Half-point bye.
    Half,
    /// Zero-point bye.
    Zero,
    /// Full-point bye.
    Full,
}

/// An availability in words, as an arbiter says it.
fn availability_text(status: Availability) -> &'static str {
    match status {
        Availability::Available => "plays",
        Availability::Absent => "absent, no bye",
        Availability::HalfBye => "half-point bye",
        Availability::ZeroBye => "zero-point bye",
        Availability::FullBye => "full-point bye",
    }
}

/// `arbiter absent`: a player misses a round, with or without a bye.
///
/// # Errors
/// When the player is not found or the change is refused.
pub async fn absent(store: &AnyStore, a: &AbsentArgs) -> Result<Outcome> {
    let status = match a.bye {
        None => Availability::Absent,
        Some(ByeArg::Half) => Availability::HalfBye,
        Some(ByeArg::Zero) => Availability::ZeroBye,
        Some(ByeArg::Full) => Availability::FullBye,
    };
    let round = a.round;
    let mut who = 0;
    workflow::change(store, &a.name, |s| {
        who = workflow::find_player(s, &a.player)?;
        Ok(vec![Event::AvailabilitySet {
            player: who,
            round,
            status,
        }])
    })
    .await?;
    emit(
        a.json.json,
        &json!({"player": who, "round": round, "status": status}),
        &format!(
            "player {who}: {} in round {round}",
            availability_text(status)
        ),
    );
    Ok(Outcome::Ok)
}

/// `arbiter available`: a player plays a round again.
///
/// # Errors
/// When the player is not found or the change is refused.
pub async fn available(store: &AnyStore, a: &AvailableArgs) -> Result<Outcome> {
    let round = a.round;
    let mut who = 0;
    workflow::change(store, &a.name, |s| {
        who = workflow::find_player(s, &a.player)?;
        Ok(vec![Event::AvailabilitySet {
            player: who,
            round,
            status: Availability::Available,
        }])
    })
    .await?;
    emit(
        a.json.json,
        &json!({"player": who, "round": round}),
        &format!("player {who}: available in round {round}"),
    );
    Ok(Outcome::Ok)
}

/// `arbiter withdraw`: a player leaves from a round on (default: the next).
///
/// # Errors
/// When the player is not found or the change is refused.
pub async fn withdraw(store: &AnyStore, a: &WithdrawArgs) -> Result<Outcome> {
    let mut who = 0;
    let mut from = 0;
    workflow::change(store, &a.name, |s| {
        who = workflow::find_player(s, &a.player)?;
        from = a
            .from_round
            .unwrap_or_else(|| s.tournament.next_round().get());
        Ok(vec![Event::PlayerWithdrawn {
            player: who,
            from_round: from,
        }])
    })
    .await?;
    emit(
        a.json.json,
        &json!({"player": who, "from_round": from}),
        &format!("player {who} withdrawn from round {from}"),
    );
    Ok(Outcome::Ok)
}

/// `arbiter reenter`: a withdrawn player comes back.
///
/// # Errors
/// When the player is not found or the change is refused.
pub async fn reenter(store: &AnyStore, a: &ReenterArgs) -> Result<Outcome> {
    let mut who = 0;
    workflow::change(store, &a.name, |s| {
        who = workflow::find_player(s, &a.player)?;
        Ok(vec![Event::PlayerReentered { player: who }])
    })
    .await?;
    emit(
        a.json.json,
        &json!({"player": who}),
        &format!("player {who} re-entered"),
    );
    Ok(Outcome::Ok)
}
