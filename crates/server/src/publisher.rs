//! The site uploads that run in the background, part of the application's state: a
//! request never waits for one, a failure is recorded beside the event (and shown on the
//! desk's publishing page), and nothing of it can stop the server.
//!
//! A round counts as done for publishing when it is paired, and when a result makes it
//! complete (the last result entered, or one corrected in a complete round).

use arbiter_core::RoundNo;
use arbiter_event::{Event, Recorded, State as EventState};
use arbiter_store::{AnyStore, EventStore};
use arbiter_upload::UploadFile;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// The longest a background publication may take, site and upload together; the
/// upload's own time-outs normally end it long before.
const PUBLISH_LIMIT: Duration = Duration::from_secs(15 * 60);

/// One event's uploads: whether one runs, whether another was asked for meanwhile, and
/// the last version of its log examined for a finished round.
#[derive(Default)]
struct Runs {
    running: bool,
    again: bool,
}

/// The uploads this server runs, one at a time per event; a request for an event whose
/// upload runs is folded into one more run after it, with the state of that moment.
#[derive(Clone, Default)]
pub(crate) struct Publisher {
    runs: Arc<Mutex<HashMap<String, Runs>>>,
    seen: Arc<Mutex<HashMap<String, u64>>>,
}

impl Publisher {
    /// True while an upload of `name` runs.
    pub(crate) fn running(&self, name: &str) -> bool {
        self.runs
            .lock()
            .map(|r| r.get(name).is_some_and(|x| x.running))
            .unwrap_or(false)
    }

    /// The version last examined for `name`, replaced by `version`.
    fn examined(&self, name: &str, version: u64) -> u64 {
        self.seen
            .lock()
            .map(|mut s| s.insert(name.to_string(), version).unwrap_or(0))
            .unwrap_or(0)
    }

    /// Starts an upload of `name` in the background, or asks the running one for another
    /// round after it.
    pub(crate) fn start(&self, store: &AnyStore, name: &str) {
        let Ok(mut runs) = self.runs.lock() else {
            return;
        };
        let run = runs.entry(name.to_string()).or_default();
        if run.running {
            run.again = true;
            return;
        }
        run.running = true;
        drop(runs);
        let (me, store, name) = (self.clone(), store.clone(), name.to_string());
        tokio::spawn(async move {
            loop {
                publish(&store, &name).await;
                if !me.finished(&name) {
                    break;
                }
            }
        });
    }

    /// Ends a run; true when another one was asked for meanwhile.
    fn finished(&self, name: &str) -> bool {
        let Ok(mut runs) = self.runs.lock() else {
            return false;
        };
        let Some(run) = runs.get_mut(name) else {
            return false;
        };
        if run.again {
            run.again = false;
            true
        } else {
            runs.remove(name);
            false
        }
    }

    /// An event changed through this server (its log is at `version`): when it publishes
    /// after each round and the change finished one, an upload starts. The check itself
    /// runs in the background, so the request that made the change does not wait.
    pub(crate) fn changed(&self, store: &AnyStore, name: &str, version: u64) {
        if tokio::runtime::Handle::try_current().is_err() {
            return;
        }
        let (me, store, name) = (self.clone(), store.clone(), name.to_string());
        tokio::spawn(async move {
            let Ok(Some(settings)) = store.publishing(&name).await else {
                return;
            };
            if !settings.after_each_round {
                return;
            }
            let from = me.examined(&name, version);
            let Ok(log) = store.load(&name).await else {
                return;
            };
            if round_done(&log, from, version) {
                me.start(&store, &name);
            }
        });
    }
}

/// True when one of the events after version `from`, up to `version`, pairs a round or
/// completes one with a result. Without an earlier version (`from` 0, or not below
/// `version`) only the last event counts.
fn round_done(log: &[Recorded], from: u64, version: u64) -> bool {
    let upto = usize::try_from(version)
        .unwrap_or(usize::MAX)
        .min(log.len());
    let from = usize::try_from(from).unwrap_or(0);
    let start = if from == 0 || from >= upto {
        upto.saturating_sub(1)
    } else {
        from
    };
    let Ok(state) = EventState::fold(log[..upto].iter().map(|r| &r.event)) else {
        return false;
    };
    let complete = |round: u16| {
        RoundNo::new(round)
            .and_then(|r| state.tournament.round(r))
            .is_some_and(|r| {
                !r.games().is_empty() && r.games().iter().all(|g| !g.result.is_pending())
            })
    };
    log[start..upto].iter().any(|r| match &r.event {
        Event::RoundPaired { .. } | Event::TeamRoundPaired { .. } => true,
        Event::ResultSet { round, .. }
        | Event::ResultCorrected { round, .. }
        | Event::MatchForfeited { round, .. } => complete(*round),
        _ => false,
    })
}

/// The files of the event's site, in the event's language.
fn site_files(state: &EventState) -> Result<Vec<UploadFile>, String> {
    let options = arbiter_site::SiteOptions {
        theme: arbiter_site::Theme::Default,
        lang: state.settings.lang().unwrap_or_default(),
        generated_at: time::OffsetDateTime::now_utc(),
    };
    arbiter_site::build(state, &options)
        .map(|files| {
            files
                .into_iter()
                .map(|f| UploadFile::new(f.path, f.bytes))
                .collect()
        })
        .map_err(|e| format!("the site could not be built: {e}"))
}

/// Builds the site of `name` and uploads it; the outcome is recorded beside the event.
async fn publish(store: &AnyStore, name: &str) {
    let work = async {
        let (state, _) = arbiter_store::state(store, name)
            .await
            .map_err(|e| e.to_string())?;
        if state.deleted {
            return Err("the event is deleted".to_string());
        }
        let files = site_files(&state)?;
        match arbiter_upload::publish(store, name, files).await {
            // Recorded by `publish` itself.
            Ok(_) | Err(arbiter_upload::PublishError::Upload(_)) => Ok(()),
            Err(e) => Err(e.to_string()),
        }
    };
    let why = match tokio::time::timeout(PUBLISH_LIMIT, work).await {
        Ok(Ok(())) => return,
        Ok(Err(why)) => why,
        Err(_) => format!("gave up after {} minutes", PUBLISH_LIMIT.as_secs() / 60),
    };
    let _ = store
        .record_publish(name, &arbiter_upload::now(), Some(&why))
        .await;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(seq: u64, event: Event) -> Recorded {
        Recorded {
            seq,
            at: String::new(),
            actor: String::new(),
            event,
        }
    }

    /// A log: created, four players, registration closed, round 1 paired (two boards).
    fn log() -> Vec<Recorded> {
        let mut v = vec![Event::TournamentCreated {
            settings: arbiter_event::Settings {
                name: "Open".into(),
                system: "dutch".into(),
                rounds: 3,
                ..arbiter_event::Settings::default()
            },
        }];
        for n in ["A", "B", "C", "D"] {
            v.push(Event::PlayerRegistered {
                player: arbiter_event::PlayerData {
                    name: n.into(),
                    ..arbiter_event::PlayerData::default()
                },
            });
        }
        v.push(Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        });
        v.push(Event::RoundPaired {
            round: 1,
            engine: "manual".into(),
            version: String::new(),
            boards: vec![
                arbiter_event::Board {
                    white: 1,
                    black: 3,
                    handicap: 0,
                },
                arbiter_event::Board {
                    white: 4,
                    black: 2,
                    handicap: 0,
                },
            ],
            bye: None,
            overridden: Vec::new(),
        });
        v.into_iter()
            .enumerate()
            .map(|(i, e)| rec(i as u64 + 1, e))
            .collect()
    }

    fn result(board: u32) -> Event {
        Event::ResultSet {
            round: 1,
            board,
            result: "1-0".into(),
        }
    }

    #[test]
    fn a_pairing_and_the_last_result_finish_a_round() {
        let mut l = log();
        let paired = l.len() as u64;
        assert!(round_done(&l, 0, paired));
        assert!(
            !round_done(&l, paired - 1, paired - 1),
            "closing is no round"
        );
        l.push(rec(paired + 1, result(1)));
        assert!(!round_done(&l, paired, paired + 1), "one result of two");
        l.push(rec(paired + 2, result(2)));
        assert!(round_done(&l, paired + 1, paired + 2), "the last result");
        // Both results in one change: the window sees them together.
        assert!(round_done(&l, paired, paired + 2));
        // A correction in a complete round publishes again.
        l.push(rec(
            paired + 3,
            Event::ResultCorrected {
                round: 1,
                board: 1,
                result: "0-1".into(),
            },
        ));
        assert!(round_done(&l, paired + 2, paired + 3));
    }
}
