//! The tournament life cycle on the event store: every command loads the log, checks its
//! change against the folded state, and appends events (see `arbiter_store::commit`).

use anyhow::{Context, Result, anyhow, bail};
use arbiter_core::{ByeKind, GameResult, PlayerId, RoundNo, Tournament};
use arbiter_event::{Availability, Board, Event, PlayerData, Settings, State, initial_order};
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

/// The settings a TRF states (name, system, rounds, points, the 0x2 records), as an
/// import creates the event with them.
///
/// # Errors
/// When the file's point system depends on colours.
pub fn settings_from_trf(t: &Tournament, system: &str) -> Result<Settings> {
    let (w, d, l) = t
        .scoring
        .win_draw_loss()
        .ok_or_else(|| anyhow!("colour-dependent point systems cannot be imported yet"))?;
    let points = (t.scoring != arbiter_core::ScoringSystem::classic())
        .then(|| [w.to_string(), d.to_string(), l.to_string()]);
    let planned = t
        .planned_rounds
        .unwrap_or_else(|| u16::try_from(t.rounds_paired()).unwrap_or(u16::MAX))
        .max(1);
    Ok(Settings {
        name: if t.info.name.is_empty() {
            "Imported tournament".into()
        } else {
            t.info.name.clone()
        },
        system: system.to_string(),
        rounds: planned,
        points,
        city: t.info.city.clone(),
        federation: t.info.federation.clone(),
        start_date: t.info.start_date.clone(),
        end_date: t.info.end_date.clone(),
        chief_arbiter: t.info.chief_arbiter.clone(),
        time_control: t.info.time_control.clone(),
        // Kept only when it says more than the time control it would be read off.
        time_control_code: t.info.encoded_time_control.clone().filter(|code| {
            t.info
                .time_control
                .as_deref()
                .and_then(arbiter_event::time_control_code)
                .as_ref()
                != Some(code)
        }),
        tiebreaks: t.info.tiebreaks.clone(),
        initial_colour: t.initial_colour.map(|c| c.to_string()),
        deputy_arbiters: t.info.deputy_arbiters.clone(),
        round_dates: t.info.round_dates.clone(),
        kind: t.info.kind.clone(),
        ..Settings::default()
    })
}

/// The events that rebuild a tournament read from a TRF: settings, players in start-rank
/// order, then each round's requested byes, pairing and results, then requests for rounds
/// to come. Returns the events and the facts a log cannot carry yet.
pub fn events_from_trf(t: &Tournament, system: &str) -> Result<(Vec<Event>, Vec<String>)> {
    let mut notes = Vec::new();
    let settings = settings_from_trf(t, system)?;
    let planned = settings.rounds;
    let mut events = vec![Event::TournamentCreated { settings }];
    for (_, p) in t.players() {
        events.push(Event::PlayerRegistered {
            player: PlayerData::of(p),
        });
    }
    let n = u32::try_from(t.player_count()).unwrap_or(u32::MAX);
    events.push(Event::RegistrationClosed {
        order: (1..=n).collect(),
    });
    let availability = |kind: Option<ByeKind>| match kind {
        None => Availability::Absent,
        Some(ByeKind::Half) => Availability::HalfBye,
        Some(ByeKind::Full) => Availability::FullBye,
        _ => Availability::ZeroBye,
    };
    let withdrawn = withdrawals(t, planned);
    let withdraw_before = |events: &mut Vec<Event>, round: u16| {
        for &(id, from) in &withdrawn {
            if from == round {
                events.push(Event::PlayerWithdrawn {
                    player: id.get(),
                    from_round: from,
                });
            }
        }
    };
    for (i, round) in t.rounds().iter().enumerate() {
        let no = u16::try_from(i + 1).unwrap_or(u16::MAX);
        withdraw_before(&mut events, no);
        for &(p, kind) in round.byes() {
            if kind != ByeKind::PairingAllocated {
                events.push(Event::AvailabilitySet {
                    player: p.get(),
                    round: no,
                    status: availability(Some(kind)),
                });
            }
        }
        let boards = round
            .games()
            .iter()
            .map(|g| Board {
                white: g.white.get(),
                black: g.black.get(),
                handicap: g.handicap.map_or(0, |h| h.stones),
            })
            .collect();
        events.push(Event::RoundPaired {
            round: no,
            engine: "import".into(),
            version: String::new(),
            boards,
            bye: round.pairing_bye().map(PlayerId::get),
            overridden: Vec::new(),
        });
        for (b, g) in round.games().iter().enumerate() {
            if !g.result.is_pending() {
                events.push(Event::ResultSet {
                    round: no,
                    board: u32::try_from(b + 1).unwrap_or(u32::MAX),
                    result: g.result.notation(),
                });
            }
            if !g.colours_assigned {
                notes.push(format!("round {no}: the forfeit {}-{} had no colours; imported with the first player as white", g.white, g.black));
            }
        }
    }
    for r in &t.requests {
        // The zero-point byes a withdrawal gives the rounds left are the withdrawal's.
        let implied = r.kind == Some(ByeKind::Zero)
            && withdrawn
                .iter()
                .any(|&(id, from)| id == r.player && r.round.get() >= from);
        if !implied {
            events.push(Event::AvailabilitySet {
                player: r.player.get(),
                round: r.round.get(),
                status: availability(r.kind),
            });
        }
    }
    let first_unpaired = u16::try_from(t.rounds_paired() + 1).unwrap_or(u16::MAX);
    for from in first_unpaired..=planned {
        withdraw_before(&mut events, from);
    }
    if !t.prohibitions.is_empty() {
        notes.push(
            "prohibited pairings are not imported (the event log has no event for them yet)".into(),
        );
    }
    if t.players().any(|(_, p)| !p.accelerations.is_empty()) {
        notes.push(
            "accelerations are not imported (the event log has no event for them yet)".into(),
        );
    }
    Ok((events, notes))
}

/// The players a TRF says withdrew, with the first round each missed: the file's own
/// statement (the comment records arbiter writes, read into the model), else, for a file
/// with none, a zero-point bye or absence in every round from some round not yet paired
/// to the last, which is how other programs mark a withdrawal in the rounds to come.
pub(crate) fn withdrawals(t: &Tournament, planned: u16) -> Vec<(PlayerId, u16)> {
    let stated: Vec<(PlayerId, u16)> = t
        .players()
        .filter_map(|(id, p)| p.withdrawn_from.map(|r| (id, r.get())))
        .collect();
    if !stated.is_empty() {
        return stated;
    }
    let first_unpaired = u16::try_from(t.rounds_paired() + 1).unwrap_or(u16::MAX);
    let mut withdrawn = Vec::new();
    if first_unpaired <= planned {
        for (id, _) in t.players() {
            let out = |r: u16| {
                RoundNo::new(r)
                    .and_then(|no| t.request(id, no))
                    .is_some_and(|q| matches!(q.kind, None | Some(ByeKind::Zero)))
            };
            if out(planned) {
                let mut from = planned;
                while from > first_unpaired && out(from - 1) {
                    from -= 1;
                }
                withdrawn.push((id, from));
            }
        }
    }
    withdrawn
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
