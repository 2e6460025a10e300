//! The changes the arbiter UI and the API make, shared by both: each checks its input
//! against the current state and appends events through `arbiter_store::commit`, the same
//! path the command line takes, so every change lands in the event log.

use crate::desk_lang::bad;
use crate::error::{AppError, ViolationView};
use arbiter_core::{GameResult, PlayerId, RoundNo, Tournament};
use arbiter_event::catalogue_args;
use arbiter_event::{
    Availability, Board, EntryError, Event, PlayerData, Settings, State, Unchecked, check_pairing,
    pair_next,
};
use arbiter_i18n::Arg;
use arbiter_pairing::Pairing;
use arbiter_store::{AnyStore, EventStore, StoreError, commit};
use axum::http::StatusCode;
use serde::Serialize;

/// The legality report of a pairing made or edited by hand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairingReport {
    /// The round it is for.
    pub round: u16,
    /// True when it replaces the pairing of the last round.
    pub edit: bool,
    /// Every rule it breaks.
    pub violations: Vec<ViolationView>,
    /// True when it can be saved (maybe by accepting the violations).
    pub acceptable: bool,
}

fn refused(e: arbiter_event::EventError) -> AppError {
    AppError::from(StoreError::Refused(e))
}

/// A change the event's state does not allow (422), said by the catalogue's `key`.
fn unprocessable(key: &'static str, args: Vec<(&'static str, arbiter_i18n::Arg)>) -> AppError {
    AppError::localized(StatusCode::UNPROCESSABLE_ENTITY, key, args)
}

/// The change a command asks for, as a result for `commit`.
type Change = Result<Vec<Event>, AppError>;

impl From<AppError> for StoreErrorOrApp {
    fn from(e: AppError) -> Self {
        StoreErrorOrApp(e)
    }
}

/// `commit` wants an error type it can build from a store error.
#[derive(Debug)]
pub(crate) struct StoreErrorOrApp(pub AppError);

impl From<StoreError> for StoreErrorOrApp {
    fn from(e: StoreError) -> Self {
        StoreErrorOrApp(e.into())
    }
}

/// Appends the events `f` computes from the current state.
pub(crate) async fn change<F>(
    store: &AnyStore,
    name: &str,
    actor: &str,
    mut f: F,
) -> Result<(State, Vec<Event>), AppError>
where
    F: FnMut(&State) -> Change,
{
    commit(store, name, actor, |s| f(s).map_err(StoreErrorOrApp))
        .await
        .map_err(|e: StoreErrorOrApp| e.0)
}

/// Creates an event with its settings.
pub(crate) async fn create_event(
    store: &AnyStore,
    name: &str,
    actor: &str,
    settings: Settings,
) -> Result<(), AppError> {
    // The desk says why in its language, the API in English.
    arbiter_event::check_settings(&settings).map_err(|e| crate::explain::refusal(&e))?;
    let event = Event::TournamentCreated { settings };
    State::new().apply(&event).map_err(refused)?;
    store.create(name, actor, &event).await?;
    Ok(())
}

/// Replaces the settings.
pub(crate) async fn change_settings(
    store: &AnyStore,
    name: &str,
    actor: &str,
    settings: Settings,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        // A new system, or a Go event's new time control, is checked before it is kept.
        if !settings.system.eq_ignore_ascii_case(&s.settings.system)
            || (settings.is_go() && settings.time_control != s.settings.time_control)
        {
            arbiter_event::check_settings(&settings).map_err(|e| crate::explain::refusal(&e))?;
        }
        Ok(vec![Event::SettingsChanged {
            settings: settings.clone(),
        }])
    })
    .await?
    .0)
}

/// Registers players: registrations while registration is open, late entries after.
pub(crate) async fn register(
    store: &AnyStore,
    name: &str,
    actor: &str,
    players: Vec<PlayerData>,
) -> Result<State, AppError> {
    if players.is_empty() {
        return Err(bad("web-desk-error-no-players", Vec::new()));
    }
    let mut problems = Vec::new();
    let mut checked = Vec::with_capacity(players.len());
    for (k, p) in players.iter().enumerate() {
        match arbiter_event::check_player(p) {
            Ok(p) => checked.push(p),
            Err(list) => problems.extend(list.iter().map(|problem| {
                (
                    "web-desk-player-problem",
                    vec![
                        ("number", (k + 1).to_string().into()),
                        ("name", p.name.as_str().into()),
                        ("problem", phrase(&problem.said())),
                    ],
                )
            })),
        }
    }
    if !problems.is_empty() {
        // The fields and what is wrong with them are the event crate's words.
        return Err(bad(
            "web-desk-error-player-data",
            vec![("problems", Arg::Phrases(problems, "\n"))],
        ));
    }
    let players = checked;
    Ok(change(store, name, actor, |s| {
        // The same FIDE id twice is refused: importing a list twice must not double it.
        let same_id: Vec<String> = arbiter_event::duplicates(s, &players)
            .iter()
            .filter(|d| d.same_id)
            .map(ToString::to_string)
            .collect();
        if !same_id.is_empty() {
            // One line per player: a list read twice names every player of it.
            return Err(AppError::localized(
                StatusCode::CONFLICT,
                "web-desk-error-already-registered",
                vec![("detail", same_id.join("\n").into())],
            ));
        }
        Ok(s.registrations(&players))
    })
    .await?
    .0)
}

/// A corrected player list read again: the players already registered are updated with
/// the fields the list gives, the others registered (`arbiter_event::update_from_list`).
/// Returns the state and what changed.
pub(crate) async fn update_players(
    store: &AnyStore,
    name: &str,
    actor: &str,
    players: Vec<PlayerData>,
) -> Result<(State, arbiter_event::ListUpdate), AppError> {
    if players.is_empty() {
        return Err(bad("web-desk-error-no-players", Vec::new()));
    }
    let mut update = arbiter_event::ListUpdate::default();
    let (state, _) = change(store, name, actor, |s| {
        update = arbiter_event::update_from_list(s, &players).map_err(refused)?;
        Ok(update.events.clone())
    })
    .await?;
    Ok((state, update))
}

fn known_player(t: &Tournament, n: u32) -> Result<(), AppError> {
    if PlayerId::new(n).is_some_and(|p| p.index() < t.player_count()) {
        Ok(())
    } else {
        Err(bad("web-desk-error-no-player", vec![("player", n.into())]))
    }
}

/// Removes a player while registration is open.
pub(crate) async fn remove_player(
    store: &AnyStore,
    name: &str,
    actor: &str,
    player: u32,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        known_player(&s.tournament, player)?;
        Ok(vec![
            arbiter_event::remove_player(s, player).map_err(refused)?,
        ])
    })
    .await?
    .0)
}

/// Replaces a player's data; before round 1 a change in the initial ranking redoes the
/// start ranks. Returns the state and the player's number after it.
pub(crate) async fn edit_player(
    store: &AnyStore,
    name: &str,
    actor: &str,
    player: u32,
    data: PlayerData,
) -> Result<(State, u32), AppError> {
    let data = arbiter_event::check_player(&data).map_err(|list| {
        let said = list.iter().map(|p| catalogue_args(&p.said())).collect();
        bad(
            "web-desk-error-player-edit",
            vec![("problems", Arg::Phrases(said, "\n"))],
        )
    })?;
    let mut now = player;
    let (state, _) = change(store, name, actor, |s| {
        known_player(&s.tournament, player)?;
        let events = arbiter_event::edit_player(s, player, data.clone()).map_err(refused)?;
        now = arbiter_event::number_after(player, &events);
        Ok(events)
    })
    .await?;
    Ok((state, now))
}

/// Opens registration again (before round 1 is paired).
pub(crate) async fn reopen(store: &AnyStore, name: &str, actor: &str) -> Result<State, AppError> {
    Ok(change(store, name, actor, |_| {
        Ok(vec![Event::RegistrationReopened])
    })
    .await?
    .0)
}

/// Deletes an event (its log is kept until purged) or restores a deleted one.
pub(crate) async fn set_deleted(
    store: &AnyStore,
    name: &str,
    actor: &str,
    deleted: bool,
) -> Result<State, AppError> {
    let event = if deleted {
        Event::TournamentDeleted
    } else {
        Event::TournamentRestored
    };
    Ok(change(store, name, actor, |_| Ok(vec![event.clone()]))
        .await?
        .0)
}

/// Moves an event's log to a new name; arbiters limited to the event follow it.
pub(crate) async fn rename_event(
    store: &AnyStore,
    accounts: &crate::accounts::Accounts,
    from: &str,
    to: &str,
    actor: &str,
) -> Result<(), AppError> {
    let mut attempts = 0;
    loop {
        let (s, _) = arbiter_store::state(store, from).await?;
        let mut check = s.clone();
        check
            .apply(&Event::TournamentRenamed {
                from: from.to_string(),
                to: to.to_string(),
            })
            .map_err(refused)?;
        match store.rename(from, to, s.version, actor).await {
            Ok(_) => break,
            Err(StoreError::Conflict { .. }) if attempts < 5 => attempts += 1,
            Err(e) => return Err(e.into()),
        }
    }
    accounts.rename_event(from, to).await?;
    Ok(())
}

/// Enters (or corrects) several results of one round, all or none.
pub(crate) async fn set_results(
    store: &AnyStore,
    name: &str,
    actor: &str,
    round: u16,
    results: &[(u32, GameResult)],
    correct: bool,
) -> Result<State, AppError> {
    if results.is_empty() {
        return Err(bad("web-desk-error-no-results", Vec::new()));
    }
    // A board given twice with the same result is one result; with two, a conflict.
    if let Some((b, _)) = results
        .iter()
        .enumerate()
        .find_map(|(k, a)| results[..k].iter().find(|b| b.0 == a.0 && b.1 != a.1))
    {
        return Err(bad(
            "web-desk-error-board-twice",
            vec![("board", (*b).into())],
        ));
    }
    if !correct && let Some((b, _)) = results.iter().find(|(_, r)| r.is_pending()) {
        return Err(bad(
            "web-desk-error-board-pending",
            vec![("board", (*b).into())],
        ));
    }
    Ok(change(store, name, actor, |s| {
        // A result repeated as already entered (a sheet entered twice) changes nothing.
        let current = |board: u32| {
            RoundNo::new(round)
                .and_then(|r| s.tournament.round(r))
                .and_then(|r| r.games().get(usize::try_from(board).ok()?.checked_sub(1)?))
                .map(|g| g.result)
        };
        let mut seen: Vec<u32> = Vec::new();
        Ok(results
            .iter()
            .filter(|&&(board, r)| {
                let new = current(board) != Some(r) && !seen.contains(&board);
                seen.push(board);
                new
            })
            .map(|&(board, r)| {
                let result = r.notation();
                if correct {
                    Event::ResultCorrected {
                        round,
                        board,
                        result,
                    }
                } else {
                    Event::ResultSet {
                        round,
                        board,
                        result,
                    }
                }
            })
            .collect())
    })
    .await?
    .0)
}

/// Pairs the next round around boards fixed by hand: the engine pairs the other players;
/// the absolute criteria the fixed boards break must be listed in `accept`.
pub(crate) async fn pair_around(
    store: &AnyStore,
    name: &str,
    actor: &str,
    fixed: &[Board],
    accept: &[String],
    unchecked: Option<Unchecked>,
) -> Result<(State, Pairing), AppError> {
    let mut made = None;
    let (state, _) = change(store, name, actor, |s| {
        let (after, mut events) = after_check_in(s, unchecked)?;
        let s = &after;
        let (pairing, event) =
            arbiter_event::pair_rest(s, fixed).map_err(|e| crate::explain::refusal(&e))?;
        let Event::RoundPaired {
            round,
            engine,
            version,
            boards,
            bye,
            ..
        } = event
        else {
            return Err(AppError::internal("the engine gave no round"));
        };
        let r = RoundNo::new(round).ok_or_else(|| bad("web-desk-error-round-zero", Vec::new()))?;
        let violations = check_pairing(&s.tournament, r, &boards, bye, &s.pairing_rules());
        let refused: Vec<ViolationView> = violations
            .iter()
            .filter(|v| v.is_structural() || !accept.contains(&v.to_string()))
            .map(ViolationView::of)
            .collect();
        if !refused.is_empty() {
            let mut e = unprocessable("web-desk-error-fixed-break-rules", Vec::new());
            e.violations = refused;
            return Err(e);
        }
        made = Some(pairing);
        events.push(Event::RoundPaired {
            round,
            engine,
            version,
            boards,
            bye,
            overridden: violations.iter().map(ToString::to_string).collect(),
        });
        Ok(events)
    })
    .await?;
    let pairing = made.ok_or_else(|| AppError::internal("no pairing was made"))?;
    Ok((state, pairing))
}

pub(crate) async fn set_availability(
    store: &AnyStore,
    name: &str,
    actor: &str,
    player: u32,
    round: u16,
    status: Availability,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        known_player(&s.tournament, player)?;
        Ok(vec![Event::AvailabilitySet {
            player,
            round,
            status,
        }])
    })
    .await?
    .0)
}

/// Closes registration: start ranks by the C.04.2 initial order.
pub(crate) async fn close_registration(
    store: &AnyStore,
    name: &str,
    actor: &str,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        if !s.registration_open {
            return Err(unprocessable("web-desk-error-already-closed", Vec::new()));
        }
        let order = arbiter_event::initial_order(&s.tournament)
            .iter()
            .map(|p| p.get())
            .collect();
        Ok(vec![Event::RegistrationClosed { order }])
    })
    .await?
    .0)
}

/// Withdraws a player from a round on (the next round to pair by default).
pub(crate) async fn withdraw(
    store: &AnyStore,
    name: &str,
    actor: &str,
    player: u32,
    from_round: Option<u16>,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        known_player(&s.tournament, player)?;
        let from_round = from_round.unwrap_or_else(|| s.tournament.next_round().get());
        Ok(vec![Event::PlayerWithdrawn { player, from_round }])
    })
    .await?
    .0)
}

/// Brings a withdrawn player back.
pub(crate) async fn reenter(
    store: &AnyStore,
    name: &str,
    actor: &str,
    player: u32,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        known_player(&s.tournament, player)?;
        Ok(vec![Event::PlayerReentered { player }])
    })
    .await?
    .0)
}

/// Reads a pairing typed as `1-4, 3-2, 5-bye` (the syntax of [`arbiter_event::parse_boards`]).
pub(crate) fn parse_boards(text: &str) -> Result<(Vec<Board>, Option<u32>), AppError> {
    arbiter_event::parse_boards(text).map_err(|e| entry_error(&e))
}

/// A typed entry's mistake in the desk's words.
fn entry_error(e: &EntryError) -> AppError {
    match e {
        EntryError::Result { text, .. } => bad(
            "web-desk-error-result",
            vec![("value", text.clone().into())],
        ),
        EntryError::QuickShape { .. } => bad("web-desk-error-quick-shape", Vec::new()),
        EntryError::BoardTooLarge { .. } => bad("web-desk-error-board-too-large", Vec::new()),
        EntryError::QuickNoResult { board, .. } => bad(
            "web-desk-error-quick-no-result",
            vec![("board", (*board).into())],
        ),
        EntryError::BoardShape { part, .. } => bad(
            "web-desk-error-board-shape",
            vec![("board", part.clone().into())],
        ),
        EntryError::NotARank { part, value, .. } => bad(
            "web-desk-error-not-a-start-rank",
            vec![
                ("board", part.clone().into()),
                ("value", value.clone().into()),
            ],
        ),
        EntryError::TwoByes { .. } => bad("web-desk-error-two-byes", Vec::new()),
    }
}

/// The round a pairing by hand is for, and the tournament it is checked against: the next
/// round, or (`edit`) the last round, checked against the state before it was paired.
fn pairing_target(s: &State, edit: bool) -> Result<(RoundNo, Tournament), AppError> {
    let t = &s.tournament;
    if edit {
        let n = t.rounds_paired();
        if n == 0 {
            return Err(unprocessable("web-desk-error-no-round-yet", Vec::new()));
        }
        let mut before = t.clone();
        before.pop_round();
        // Byes the round used up are requests again for the check.
        if let Some(r) = t.rounds().last() {
            for &(p, kind) in r.byes() {
                if kind != arbiter_core::ByeKind::PairingAllocated {
                    before.requests.push(arbiter_core::ByeRequest {
                        player: p,
                        round: RoundNo::from_index(n - 1),
                        kind: Some(kind),
                    });
                }
            }
        }
        Ok((RoundNo::from_index(n - 1), before))
    } else {
        Ok((t.next_round(), t.clone()))
    }
}

/// The legality report of a pairing by hand, without saving anything.
pub(crate) fn report(
    s: &State,
    boards: &[Board],
    bye: Option<u32>,
    edit: bool,
) -> Result<PairingReport, AppError> {
    let (round, before) = pairing_target(s, edit)?;
    let violations: Vec<ViolationView> =
        check_pairing(&before, round, boards, bye, &s.pairing_rules())
            .iter()
            .map(ViolationView::of)
            .collect();
    Ok(PairingReport {
        round: round.get(),
        edit,
        acceptable: violations.iter().all(|v| !v.structural),
        violations,
    })
}

/// Saves a pairing made by hand (a new round, or with `edit` the last round's new
/// pairing). Violations are refused unless `accept` is set; structural ones always are.
pub(crate) async fn pair_manual(
    store: &AnyStore,
    name: &str,
    actor: &str,
    boards: Vec<Board>,
    bye: Option<u32>,
    edit: bool,
    accept: bool,
) -> Result<(State, PairingReport), AppError> {
    let mut last = None;
    let (state, _) = change(store, name, actor, |s| {
        // Go: the players of each board get the colours and handicap the rules give.
        let boards = arbiter_event::go_hand_boards(s, &boards);
        if s.registration_open {
            return Err(unprocessable("web-desk-pair-close-first", Vec::new()));
        }
        let rep = report(s, &boards, bye, edit)?;
        last = Some(rep.clone());
        if !rep.violations.is_empty() && (!rep.acceptable || !accept) {
            let mut e = unprocessable(
                if rep.acceptable {
                    "web-desk-error-pairing-breaks-rules"
                } else {
                    "web-desk-error-pairing-not-a-round"
                },
                Vec::new(),
            );
            e.violations = rep.violations;
            return Err(e);
        }
        let overridden = rep.violations.iter().map(|v| v.text.clone()).collect();
        Ok(vec![if edit {
            Event::PairingEdited {
                round: rep.round,
                boards: boards.clone(),
                bye,
                overridden,
            }
        } else {
            Event::RoundPaired {
                round: rep.round,
                engine: "manual".into(),
                version: String::new(),
                boards: boards.clone(),
                bye,
                overridden,
            }
        }])
    })
    .await?;
    let rep = last.ok_or_else(|| AppError::internal("no pairing report"))?;
    Ok((state, rep))
}

/// Changes a Go event's teams (`arbiter_event::go_team_change`): one `GoTeamsSet`.
pub(crate) async fn go_team_change(
    store: &AnyStore,
    name: &str,
    actor: &str,
    asked: &arbiter_event::GoTeamChange,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        Ok(vec![
            arbiter_event::go_team_change(s, asked).map_err(refused)?,
        ])
    })
    .await?
    .0)
}

/// Pairs the next round of a Go team event as matches of teams (those given, as two
/// teams by name or number, or the proposal) and appends its `RoundPaired` event.
pub(crate) async fn pair_go_teams(
    store: &AnyStore,
    name: &str,
    actor: &str,
    matches: &[(String, String)],
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        let (_, event) =
            arbiter_event::pair_go_teams(s, matches).map_err(|e| crate::explain::refusal(&e))?;
        Ok(vec![event])
    })
    .await?
    .0)
}

/// Pairs the next round with the event's engine (`arbiter_event::pair_next`) and appends
/// its `RoundPaired` event. `seen` is the state the caller has at hand: the engine runs on
/// it off the server's request threads, and runs again only if the event changed before
/// the append. Returns the new state and the engine's pairing with its reasons.
pub(crate) async fn pair_automatic(
    store: &AnyStore,
    name: &str,
    actor: &str,
    seen: &State,
    unchecked: Option<Unchecked>,
) -> Result<(State, Pairing), AppError> {
    let (snapshot, _) = after_check_in(seen, unchecked)?;
    let first = tokio::task::spawn_blocking(move || {
        let r = pair_next(&snapshot);
        (snapshot.version, r)
    })
    .await
    .map_err(|e| AppError::internal(format!("the pairing task failed: {e}")))?;
    let mut first = Some(first);
    let mut made = None;
    let (state, _) = change(store, name, actor, |s| {
        let (after, mut events) = after_check_in(s, unchecked)?;
        let (pairing, event) = match first.take() {
            Some((version, r)) if version == after.version => r,
            _ => pair_next(&after),
        }
        .map_err(|e| crate::explain::refusal(&e))?;
        made = Some(pairing);
        events.push(event);
        Ok(events)
    })
    .await?;
    let pairing = made.ok_or_else(|| AppError::internal("no pairing was made"))?;
    Ok((state, pairing))
}

/// The next round's check-in settled as the arbiter says (see
/// [`State::check_in_events`]): the events that record it and the state to pair from.
fn after_check_in(
    s: &State,
    unchecked: Option<Unchecked>,
) -> Result<(State, Vec<Event>), AppError> {
    let events = s
        .check_in_events(&crate::player_link::now_minute(), unchecked)
        .map_err(refused)?;
    let mut after = s.clone();
    for e in &events {
        after.apply(e).map_err(refused)?;
    }
    Ok((after, events))
}

/// Reads a result as arbiters type it on the keyboard (the syntax of
/// [`arbiter_event::parse_result`]).
pub(crate) fn parse_result(text: &str) -> Result<GameResult, AppError> {
    arbiter_event::parse_result(text).map_err(|e| entry_error(&e))
}

/// Reads a quick entry: a board number, then a result (`12 1-0`, `12 =`, `12=`).
pub(crate) fn parse_quick(text: &str) -> Result<(u32, GameResult), AppError> {
    arbiter_event::parse_quick(text).map_err(|e| entry_error(&e))
}

/// Enters (or with `correct`, corrects) the result of a board.
pub(crate) async fn set_result(
    store: &AnyStore,
    name: &str,
    actor: &str,
    round: u16,
    board: u32,
    result: GameResult,
    correct: bool,
) -> Result<State, AppError> {
    if result.is_pending() && !correct {
        return Err(bad("web-desk-error-pending", Vec::new()));
    }
    let notation = result.notation();
    Ok(change(store, name, actor, |_| {
        Ok(vec![if correct {
            Event::ResultCorrected {
                round,
                board,
                result: notation.clone(),
            }
        } else {
            Event::ResultSet {
                round,
                board,
                result: notation.clone(),
            }
        }])
    })
    .await?
    .0)
}

/// Deletes the last paired round (undo).
pub(crate) async fn undo_round(
    store: &AnyStore,
    name: &str,
    actor: &str,
    round: Option<u16>,
) -> Result<State, AppError> {
    Ok(change(store, name, actor, |s| {
        let n = s.tournament.rounds_paired();
        if n == 0 {
            return Err(unprocessable(
                "web-desk-error-no-round-to-delete",
                Vec::new(),
            ));
        }
        let last = u16::try_from(n).unwrap_or(u16::MAX);
        if round.is_some_and(|r| r != last) {
            return Err(unprocessable(
                "web-desk-error-only-last-round",
                vec![("round", last.into())],
            ));
        }
        Ok(vec![Event::RoundDeleted { round: last }])
    })
    .await?
    .0)
}

/// A message of the event crate as a phrase inside a desk sentence.
fn phrase(m: &arbiter_pairing::Message) -> Arg {
    let (key, args) = catalogue_args(m);
    Arg::Phrase(key, args)
}

/// Players from a CSV file, in any of the shapes `arbiter_event::players_from_csv`
/// reads; every error in one answer, by line and column.
/// Players given with an EGF PIN, an FFG licence or an AGA id, completed from the Go
/// lists imported (see [`arbiter_store::fill_from_go_lists`]).
pub(crate) async fn filled_from_go_lists(
    store: &AnyStore,
    players: Vec<PlayerData>,
) -> Result<Vec<PlayerData>, AppError> {
    arbiter_store::fill_from_go_lists(store, players)
        .await
        .map_err(|e| AppError::internal(e.to_string()))
}

pub(crate) fn players_from_csv(bytes: &[u8]) -> Result<Vec<PlayerData>, AppError> {
    read_csv(bytes).map(|list| list.players)
}

/// A player list read from CSV with its warnings (names whose `?` stands for a lost
/// letter); every error in one answer, by line and column.
pub(crate) fn read_csv(bytes: &[u8]) -> Result<arbiter_event::CsvPlayers, AppError> {
    arbiter_event::players_from_csv(bytes).map_err(|e| {
        // Each problem as the event crate words it: line, column, what is wrong.
        let lines = e.0.iter().map(|f| catalogue_args(&f.said())).collect();
        bad(
            "web-desk-error-csv",
            vec![("problems", Arg::Phrases(lines, "\n"))],
        )
    })
}

/// The desk's words for a rule a pairing breaks (the catalogue keys live here, with the
/// desk's other messages).
impl ViolationView {
    /// The view of a violation found by the legality check.
    pub(crate) fn of(v: &arbiter_event::Violation) -> Self {
        // The catalogue's words come with the violation (the event log says the same when
        // it refuses a pairing); their values are all shown as written.
        let m = v.message();
        let args = m
            .args
            .iter()
            .map(|(name, value)| {
                let text = match value {
                    arbiter_pairing::MessageArg::Text(s)
                    | arbiter_pairing::MessageArg::Number(s) => s.clone(),
                    other => format!("{other:?}"),
                };
                (*name, text)
            })
            .collect();
        ViolationView {
            text: v.to_string(),
            structural: v.is_structural(),
            message: Some((m.key, args)),
        }
    }

    /// The violation in the language of `tr`.
    pub(crate) fn said(&self, tr: &arbiter_i18n::Tr) -> String {
        match &self.message {
            Some((key, args)) => {
                let args: Vec<(&str, arbiter_i18n::Arg)> = args
                    .iter()
                    .map(|(n, v)| (*n, arbiter_i18n::Arg::from(v.as_str())))
                    .collect();
                tr.ta(key, &args)
            }
            None => self.text.clone(),
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn boards_and_results() {
        let (b, bye) = parse_boards("1-4, 3-2\n5-bye").unwrap();
        assert_eq!(
            b,
            vec![
                Board {
                    white: 1,
                    black: 4,
                    handicap: 0
                },
                Board {
                    white: 3,
                    black: 2,
                    handicap: 0
                }
            ]
        );
        assert_eq!(bye, Some(5));
        assert!(parse_boards("1-x").is_err());
        assert!(parse_boards("1-bye,2-bye").is_err());
        assert_eq!(parse_result("1").unwrap(), GameResult::WHITE_WINS);
        assert_eq!(parse_result("=").unwrap(), GameResult::DRAW);
        assert_eq!(parse_result("0-1").unwrap(), GameResult::BLACK_WINS);
        assert!(parse_result("2").is_err());
        assert_eq!(parse_quick("12 1-0").unwrap(), (12, GameResult::WHITE_WINS));
        assert_eq!(parse_quick("3=").unwrap(), (3, GameResult::DRAW));
        assert!(parse_quick("x").is_err());
        assert!(parse_quick("4").is_err());
    }

    #[test]
    fn csv_import() {
        let p =
            players_from_csv(b"Name,Rating,Federation\n\"Doe, Jane\",1800,FRA\nRoe,,\n").unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].name, "Doe, Jane");
        assert_eq!(p[0].rating, Some(1800));
        assert_eq!(p[1].rating, None);
        assert!(players_from_csv(b"rating\n1800\n").is_err());
        assert!(players_from_csv(b"name,rating\nX,abc\n").is_err());
    }
}
