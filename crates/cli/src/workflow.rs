//! The tournament life cycle on the event store: every command loads the log, checks its
//! change against the folded state, and appends events (see `arbiter_store::commit`).

use anyhow::{Context, Result, anyhow, bail};
use arbiter_core::{ByeKind, GameResult, PlayerId, RoundNo, Tournament};
use arbiter_event::{Board, Event, Settings, State, initial_order};
use arbiter_store::{AnyStore, EventStore, StoreError, commit, state};
use serde_json::{Value, json};
use std::path::PathBuf;

/// Where tournaments are kept.
#[derive(Clone, Debug)]
pub struct Location {
    /// A directory holding `arbiter.db` (SQLite).
    pub data: Option<PathBuf>,
    /// A `postgres://` URL.
    pub database: Option<String>,
}

impl Location {
    fn data_dir(&self) -> Result<PathBuf> {
        if let Some(d) = &self.data {
            return Ok(d.clone());
        }
        dirs::data_dir()
            .map(|d| d.join("arbiter"))
            .ok_or_else(|| anyhow!("no data directory: pass --data DIR or set ARBITER_DATA"))
    }

    /// What `AnyStore::open` takes: the PostgreSQL URL when one is given, else the path of
    /// the SQLite file in the data directory (the directory is created on first use).
    pub fn target(&self) -> Result<String> {
        if let Some(url) = &self.database {
            return Ok(url.clone());
        }
        let dir = self.data_dir()?;
        std::fs::create_dir_all(&dir).with_context(|| format!("creating {}", dir.display()))?;
        dir.join("arbiter.db")
            .to_str()
            .map(str::to_string)
            .ok_or_else(|| anyhow!("the data directory's path is not UTF-8"))
    }

    /// Opens the store: PostgreSQL when a URL is given, else the SQLite file in the data
    /// directory (created on first use).
    pub async fn open(&self) -> Result<AnyStore> {
        let target = self.target()?;
        let what = if self.database.is_some() {
            "the PostgreSQL database".to_string()
        } else {
            target.clone()
        };
        AnyStore::open(&target)
            .await
            .with_context(|| format!("opening {what}"))
    }
}

/// Who is making changes: `ARBITER_USER`, else the login name.
pub fn actor() -> String {
    std::env::var("ARBITER_USER")
        .or_else(|_| std::env::var("USER"))
        .unwrap_or_else(|_| "arbiter".into())
}

fn refused(e: StoreError) -> anyhow::Error {
    anyhow!(e)
}

/// Appends the events `f` computes from the current state.
pub async fn change<F>(store: &AnyStore, name: &str, f: F) -> Result<(State, Vec<Event>)>
where
    F: FnMut(&State) -> Result<Vec<Event>>,
{
    commit(store, name, &actor(), f).await
}

/// Creates a tournament.
pub async fn create(store: &AnyStore, name: &str, settings: Settings) -> Result<()> {
    // Check the settings by applying them before writing anything.
    let event = Event::TournamentCreated { settings };
    State::new()
        .apply(&event)
        .map_err(|e| anyhow!("refused: {e}"))?;
    store
        .create(name, &actor(), &event)
        .await
        .map_err(refused)?;
    Ok(())
}

/// The state of a tournament; a deleted one is refused (its name says how to restore it).
pub async fn load(store: &AnyStore, name: &str) -> Result<State> {
    let s = load_any(store, name).await?;
    if s.deleted {
        bail!("{name} is deleted (arbiter undelete {name} brings it back)");
    }
    Ok(s)
}

/// The state of a tournament, deleted or not.
pub async fn load_any(store: &AnyStore, name: &str) -> Result<State> {
    Ok(state(store, name).await.map_err(refused)?.0)
}

/// A player given by start rank (or registration number before registration closes), or
/// by a part of the name, ignoring case and accents (see [`arbiter_event::find_player`]).
pub fn find_player(s: &State, spec: &str) -> Result<u32> {
    arbiter_event::find_player(s, spec).map_err(|e| anyhow!("{e}"))
}

/// A player as JSON.
pub fn player_json(t: &Tournament, id: PlayerId) -> Value {
    let p = t.player(id);
    let mut v = json!({
        "start_rank": id.get(),
        "name": p.map(|p| p.name.clone()),
        "rating": p.and_then(|p| p.rating).map(|r| r.0),
        "title": p.and_then(|p| p.title.as_ref()).map(|x| x.as_str().to_string()),
        "federation": p.and_then(|p| p.federation.clone()),
        "fide_id": p.and_then(|p| p.fide_id),
        "points": t.score(id).as_f64(),
        "withdrawn_from": p.and_then(|p| p.withdrawn_from).map(RoundNo::get),
    });
    if let Some(rank) = p.and_then(|p| p.go_rank) {
        v["go_rank"] = json!(rank.to_string());
    }
    if let Some(r) = p.and_then(|p| p.go_rating) {
        v["go_rating"] = json!(r);
    }
    for (body, id) in p.map(|p| p.go_ids.known()).unwrap_or_default() {
        let key = match body {
            arbiter_core::GoBody::Egf => "egf_pin",
            arbiter_core::GoBody::Ffg => "ffg_licence",
            arbiter_core::GoBody::Aga => "aga_id",
        };
        v[key] = json!(id);
    }
    v
}

/// The pairing of a round as JSON and as text.
pub fn pairing_view(t: &Tournament, round: RoundNo) -> Result<(Value, String)> {
    let r = t
        .round(round)
        .ok_or_else(|| anyhow!("round {round} is not paired"))?;
    let name = |id: PlayerId| t.player(id).map(|p| p.name.clone()).unwrap_or_default();
    let mut text = format!("Round {round}\n");
    let mut boards = Vec::new();
    for (i, g) in r.games().iter().enumerate() {
        let res = g.result.notation();
        // Go: the handicap after Black's name (H0 for an even game).
        let handicap = g
            .handicap
            .map(|h| format!("  H{}", h.stones))
            .unwrap_or_default();
        text.push_str(&format!(
            "{:>3}  {:>4} {:<30} {:>7}  {:>4} {}{handicap}\n",
            i + 1,
            g.white.get(),
            name(g.white),
            if g.result.is_pending() {
                "-".to_string()
            } else {
                res.clone()
            },
            g.black.get(),
            name(g.black)
        ));
        let mut board = json!({"board": i + 1, "white": g.white.get(), "black": g.black.get(), "result": if g.result.is_pending() { Value::Null } else { json!(res) }});
        if let Some(h) = g.handicap {
            board["handicap"] = json!(h.stones);
            board["komi"] = json!(h.komi.to_string());
        }
        boards.push(board);
    }
    let mut byes = Vec::new();
    for (p, k) in r.byes() {
        let kind = match k {
            ByeKind::PairingAllocated => "pairing",
            ByeKind::Full => "full",
            ByeKind::Half => "half",
            ByeKind::Zero => "zero",
        };
        text.push_str(&format!(
            "     {:>4} {:<30} bye ({kind})\n",
            p.get(),
            name(*p)
        ));
        byes.push(json!({"player": p.get(), "kind": kind}));
    }
    Ok((
        json!({"round": round.get(), "boards": boards, "byes": byes}),
        text.trim_end().to_string(),
    ))
}

/// Reads a pairing typed by hand (`"1-4, 3-2, 5-bye"`), as the desk and the API read it.
///
/// # Errors
/// Where the text is not a pairing, with its column.
pub fn parse_manual(spec: &str) -> Result<(Vec<Board>, Option<u32>)> {
    arbiter_event::parse_boards(spec).map_err(|e| anyhow!("the pairing {spec:?}: {e}"))
}

/// Reads a result for the `result` command: the notation or a short form (`1`, `0`, `=`,
/// `+`, `-`), as the desk reads it.
///
/// # Errors
/// When the text is neither.
pub fn parse_result(text: &str) -> Result<GameResult> {
    arbiter_event::parse_result(text).map_err(|e| anyhow!("{e}"))
}

/// The C.04.2 order of registered players, as registration numbers.
pub fn closing_order(t: &Tournament) -> Vec<u32> {
    initial_order(t).iter().map(|p| p.get()).collect()
}
