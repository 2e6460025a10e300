//! An event made from a TRF: the events that rebuild the file's tournament in the log
//! (settings, players, teams, prohibited pairings and accelerations, each round's
//! requests, pairing, lineups and results, withdrawals before the round they begin,
//! requests for rounds to come), so that an export imported under a new name is the same
//! event.

use crate::event::{Availability, Board, Event, PlayerData, Settings, TeamData, TeamSettings};
use crate::state::State;
use arbiter_core::teams::{TeamEntry, TeamView};
use arbiter_core::{ByeKind, PlayerId, RoundNo, Tournament};

/// Why a TRF's tournament cannot be made an event.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TrfImportError {
    /// The file's point system depends on colours, which settings cannot state.
    #[error("colour-dependent point systems cannot be imported yet")]
    ColourScoring,
    /// The team section does not read as team matches, or an event does not apply.
    #[error("{0}")]
    Team(String),
}

/// The events that make a TRF's tournament (its team section as teams and lineups), and
/// notes on what the import changed or could not carry.
///
/// # Errors
/// When the file's point system or team section cannot be carried by the event log.
pub fn events_from_trf(
    t: &Tournament,
    system: &str,
) -> Result<(Vec<Event>, Vec<String>), TrfImportError> {
    if t.teams.teams.is_empty() {
        individual_events(t, system)
    } else {
        team_events(t, system)
    }
}

/// The settings a TRF states (name, system, rounds, points, the 0x2 records), as an
/// import creates the event with them.
///
/// # Errors
/// When the file's point system depends on colours.
pub fn settings_from_trf(t: &Tournament, system: &str) -> Result<Settings, TrfImportError> {
    let (w, d, l) = t
        .scoring
        .win_draw_loss()
        .ok_or(TrfImportError::ColourScoring)?;
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
                .and_then(crate::time_control_code)
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

/// The settings the records of a file state, a team file's with its team rules (boards,
/// board colours, match points): what an import makes of a file without arbiter's
/// settings comment.
///
/// # Errors
/// When the file's point system depends on colours, or its team section does not read.
pub(crate) fn recorded_settings(t: &Tournament, system: &str) -> Result<Settings, TrfImportError> {
    let settings = settings_from_trf(t, system)?;
    if t.teams.teams.is_empty() {
        return Ok(settings);
    }
    let view =
        TeamView::of(t).map_err(|e| TrfImportError::Team(format!("the team section: {e}")))?;
    let rules = &view.rules;
    let m = rules.match_scoring;
    Ok(Settings {
        team: Some(TeamSettings {
            boards: u8::try_from(rules.boards)
                .map_err(|_| TrfImportError::Team("more than 255 boards".into()))?,
            // The default sequence (WBWB…) is left unstated, as an event created with it.
            board_colours: (rules.board_colours
                != arbiter_core::teams::TeamRules::new(rules.boards).board_colours)
                .then(|| arbiter_core::teams::board_colours_record(&rules.board_colours)),
            match_points: (m != arbiter_core::teams::MatchScoring::default())
                .then(|| [m.win.to_string(), m.draw.to_string(), m.loss.to_string()]),
            ..TeamSettings::default()
        }),
        ..settings
    })
}

/// The settings an import gives the event: those the file's records state, with the
/// settings arbiter's export wrote in its `### settings:` comment (see
/// [`crate::export::SETTINGS`]) put back over them; a note when that comment does not
/// read (written by a later version, or changed by hand), whose settings are then left out.
fn imported_settings(
    t: &Tournament,
    system: &str,
) -> Result<(Settings, Option<String>), TrfImportError> {
    use serde_json::Value;
    let recorded = recorded_settings(t, system)?;
    let Some(text) = t
        .info
        .extra_records
        .iter()
        .find_map(|e| e.strip_prefix(crate::export::SETTINGS))
    else {
        return Ok((recorded, None));
    };
    let note = |why: String| {
        Some(format!(
            "the settings the export kept in its comment are left out: {why}"
        ))
    };
    let changes = match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(changes)) => changes,
        Ok(_) => return Ok((recorded, note("not a JSON object".into()))),
        Err(e) => return Ok((recorded, note(e.to_string()))),
    };
    let Ok(Value::Object(mut base)) = serde_json::to_value(&recorded) else {
        return Ok((recorded, None));
    };
    for (k, v) in changes {
        // The system is the one the import is asked for (the 192 record's by default).
        if k == "system" {
            continue;
        }
        if v.is_null() {
            base.remove(&k);
        } else {
            base.insert(k, v);
        }
    }
    match serde_json::from_value::<Settings>(Value::Object(base)) {
        Ok(settings) => Ok((settings, None)),
        Err(e) => Ok((recorded, note(e.to_string()))),
    }
}

/// The events that rebuild a tournament read from a TRF: settings, players in start-rank
/// order, then each round's requested byes, pairing and results, then requests for rounds
/// to come. Returns the events and the facts a log cannot carry yet.
fn individual_events(
    t: &Tournament,
    system: &str,
) -> Result<(Vec<Event>, Vec<String>), TrfImportError> {
    let (settings, note) = imported_settings(t, system)?;
    let mut notes: Vec<String> = note.into_iter().collect();
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
    events.extend(pairing_constraints(t));
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
    Ok((events, notes))
}

/// The events that give the state the file's prohibited pairings (260, `XXP`) and the
/// players' fictitious points (250, `XXA`), which the pairing reads.
fn pairing_constraints(t: &Tournament) -> Vec<Event> {
    let mut events = Vec::new();
    if !t.prohibitions.is_empty() {
        // A record naming one player (or one player twice) forbids nothing: the TRF
        // writer leaves it out too.
        let prohibitions: Vec<_> = t
            .prohibitions
            .iter()
            .filter_map(|p| {
                let mut players: Vec<u32> = Vec::new();
                for x in &p.players {
                    if !players.contains(&x.get()) {
                        players.push(x.get());
                    }
                }
                (players.len() >= 2).then(|| crate::event::ProhibitionData {
                    players,
                    first_round: p.first_round.get(),
                    last_round: p.last_round.get(),
                })
            })
            .collect();
        events.push(Event::ProhibitionsSet { prohibitions });
    }
    for (id, p) in t.players() {
        if !p.accelerations.is_empty() {
            events.push(Event::AccelerationSet {
                player: id.get(),
                points: p.accelerations.iter().map(ToString::to_string).collect(),
            });
        }
    }
    events
}

/// The players a TRF says withdrew, with the first round each missed: the file's own
/// statement (the comment records arbiter writes, read into the model), else, for a file
/// with none, a zero-point bye or absence in every round from some round not yet paired
/// to the last, which is how other programs mark a withdrawal in the rounds to come.
fn withdrawals(t: &Tournament, planned: u16) -> Vec<(PlayerId, u16)> {
    let stated: Vec<(PlayerId, u16)> = t
        .players()
        .filter_map(|(id, p)| p.withdrawn_from.map(|r| (id, r.get())))
        .collect();
    if !stated.is_empty() {
        return stated;
    }
    // Arbiter's own files name the players such a run does not mean withdrawn.
    let not_withdrawn: Vec<u32> = t
        .info
        .extra_records
        .iter()
        .filter_map(|e| e.strip_prefix(crate::export::NOT_WITHDRAWN))
        .flat_map(|l| l.split_whitespace().filter_map(|w| w.parse().ok()))
        .collect();
    let first_unpaired = u16::try_from(t.rounds_paired() + 1).unwrap_or(u16::MAX);
    let mut withdrawn = Vec::new();
    if first_unpaired <= planned {
        for (id, _) in t
            .players()
            .filter(|(id, _)| !not_withdrawn.contains(&id.get()))
        {
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

/// The events that rebuild a team event read from a TRF: its settings (boards from 352,
/// match points from 362), players, teams, and per round the lineups, the matches, the
/// board results and the forfeited matches. Teams are numbered by team rating when
/// registration closes, as in every team event: a file in another order is renumbered
/// (said in the notes).
///
/// # Errors
/// When the file's boards do not read as team matches, or an event does not apply.
fn team_events(t: &Tournament, system: &str) -> Result<(Vec<Event>, Vec<String>), TrfImportError> {
    use arbiter_core::teams::MatchForfeit;

    let view =
        TeamView::of(t).map_err(|e| TrfImportError::Team(format!("the team section: {e}")))?;
    let (settings, note) = imported_settings(t, system)?;
    let mut notes: Vec<String> = note.into_iter().collect();
    let mut s = State::new();
    let mut events = Vec::new();
    let mut push = |s: &mut State, e: Event| -> Result<(), TrfImportError> {
        s.apply(&e)
            .map_err(|err| TrfImportError::Team(format!("{}: {err}", e.describe())))?;
        events.push(e);
        Ok(())
    };
    push(&mut s, Event::TournamentCreated { settings })?;
    for (_, p) in t.players() {
        push(
            &mut s,
            Event::PlayerRegistered {
                player: PlayerData::of(p),
            },
        )?;
    }
    for team in &t.teams.teams {
        push(
            &mut s,
            Event::TeamRegistered {
                team: TeamData {
                    name: team.name.clone(),
                    short: (!team.nickname.is_empty()).then(|| team.nickname.clone()),
                    federation: None,
                    captain: None,
                    members: team.players.iter().map(|p| p.get()).collect(),
                },
            },
        )?;
    }
    let n = u32::try_from(t.player_count()).unwrap_or(u32::MAX);
    push(
        &mut s,
        Event::RegistrationClosed {
            order: (1..=n).collect(),
        },
    )?;
    for e in pairing_constraints(t) {
        push(&mut s, e)?;
    }
    if !t.teams.accelerations.is_empty() {
        notes.push(
            "the teams' accelerations (250 records of teams) are not imported: the event log has no event for them".into(),
        );
    }
    // The file's team k is now the team of the same name.
    let new_number = |k: usize| -> u16 { s_number(&s, &view.teams[k].name).unwrap_or(0) };
    let renumbered = (0..view.teams.len()).any(|k| usize::from(new_number(k)) != k + 1);
    if renumbered {
        notes.push("teams are numbered by team rating when registration closes; the file's team numbers changed".into());
    }
    let numbers: Vec<u16> = (0..view.teams.len()).map(new_number).collect();
    let planned = s.settings.rounds;
    let withdrawn = withdrawals(t, planned);
    let withdraw = |s: &mut State,
                    push: &mut dyn FnMut(&mut State, Event) -> Result<(), TrfImportError>,
                    round: u16|
     -> Result<(), TrfImportError> {
        for &(id, from) in &withdrawn {
            if from == round {
                push(
                    s,
                    Event::PlayerWithdrawn {
                        player: id.get(),
                        from_round: from,
                    },
                )?;
            }
        }
        Ok(())
    };
    for (i, tr) in view.rounds.iter().enumerate() {
        let no = u16::try_from(i + 1).unwrap_or(u16::MAX);
        let round = &t.rounds()[i];
        withdraw(&mut s, &mut push, no)?;
        // Byes a player asked for (an empty board's win is the lineup's, not a request).
        for &(p, kind) in round.byes() {
            let status = match kind {
                arbiter_core::ByeKind::Half => Availability::HalfBye,
                arbiter_core::ByeKind::Zero => Availability::ZeroBye,
                arbiter_core::ByeKind::Full | arbiter_core::ByeKind::PairingAllocated => continue,
            };
            push(
                &mut s,
                Event::AvailabilitySet {
                    player: p.get(),
                    round: no,
                    status,
                },
            )?;
        }
        let mut matches = Vec::new();
        for mt in &tr.matches {
            for (k, home) in [(mt.home, true), (mt.away, false)] {
                let players: Vec<u32> = mt
                    .boards
                    .iter()
                    .map(|b| if home { b.home } else { b.away }.map_or(0, PlayerId::get))
                    .collect();
                push(
                    &mut s,
                    Event::LineupSet {
                        round: no,
                        team: numbers[k],
                        players,
                    },
                )?;
            }
            matches.push([numbers[mt.home], numbers[mt.away]]);
        }
        let mut bye = None;
        for (k, e) in tr.entries.iter().enumerate() {
            if *e == Some(TeamEntry::Bye(arbiter_core::ByeKind::PairingAllocated)) {
                bye = Some(numbers[k]);
                let players: Vec<u32> = round
                    .byes()
                    .iter()
                    .filter(|b| b.1 == arbiter_core::ByeKind::PairingAllocated)
                    .filter(|b| view.team_of.get(b.0.index()).copied().flatten() == Some(k))
                    .map(|b| b.0.get())
                    .collect();
                push(
                    &mut s,
                    Event::LineupSet {
                        round: no,
                        team: numbers[k],
                        players,
                    },
                )?;
            }
        }
        push(
            &mut s,
            Event::TeamRoundPaired {
                round: no,
                engine: "import".into(),
                version: String::new(),
                matches,
                bye,
                overridden: Vec::new(),
            },
        )?;
        let r = RoundNo::from_index(i);
        let built = s
            .tournament
            .round(r)
            .cloned()
            .ok_or_else(|| TrfImportError::Team(format!("round {no} was not rebuilt")))?;
        for g in round.games() {
            if g.result.is_pending() {
                continue;
            }
            let board = built
                .games()
                .iter()
                .position(|x| x.white == g.white && x.black == g.black)
                .ok_or_else(|| {
                    TrfImportError::Team(format!(
                        "round {no}: the game {}-{} does not follow from the lineups and board colours",
                        g.white,
                        g.black
                    ))
                })?;
            push(
                &mut s,
                Event::ResultSet {
                    round: no,
                    board: u32::try_from(board + 1).unwrap_or(u32::MAX),
                    result: g.result.notation(),
                },
            )?;
        }
        for mt in &tr.matches {
            if let Some(f) = mt.forfeit {
                let result = match f {
                    MatchForfeit::HomeWins => "+-",
                    MatchForfeit::AwayWins => "-+",
                    MatchForfeit::Double => "--",
                };
                push(
                    &mut s,
                    Event::MatchForfeited {
                        round: no,
                        home: numbers[mt.home],
                        away: numbers[mt.away],
                        result: result.into(),
                    },
                )?;
            }
        }
    }
    // Requests for rounds to come; the zero-point byes a withdrawal gives are its own.
    for r in &t.requests {
        let implied = r.kind == Some(arbiter_core::ByeKind::Zero)
            && withdrawn
                .iter()
                .any(|&(id, from)| id == r.player && r.round.get() >= from);
        let status = match r.kind {
            None => Availability::Absent,
            Some(arbiter_core::ByeKind::Half) => Availability::HalfBye,
            Some(arbiter_core::ByeKind::Full) => Availability::FullBye,
            Some(_) => Availability::ZeroBye,
        };
        if !implied {
            push(
                &mut s,
                Event::AvailabilitySet {
                    player: r.player.get(),
                    round: r.round.get(),
                    status,
                },
            )?;
        }
    }
    let first_unpaired = u16::try_from(t.rounds_paired() + 1).unwrap_or(u16::MAX);
    for from in first_unpaired..=planned {
        withdraw(&mut s, &mut push, from)?;
    }
    Ok((events, notes))
}

fn s_number(s: &State, name: &str) -> Option<u16> {
    s.tournament
        .teams
        .teams
        .iter()
        .position(|t| t.name == name)
        .and_then(|k| u16::try_from(k + 1).ok())
}
