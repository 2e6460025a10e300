//! The words of the desk's History tab: each logged event's kind and what it did, in the
//! page's language. The event crate words the same events in English for the command
//! line (`Event::describe`); the English messages here say exactly that, so the desk in
//! English reads as it always has.

use arbiter_event::{Availability, Board, Event};
use arbiter_i18n::{Arg, Tr};

/// The catalogue key of a kind of logged event (as `Event::kind` names it); a kind this
/// list does not know yet is shown as the log names it.
pub(crate) fn kind_key(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "tournament created" => "web-desk-log-tournament-created",
        "settings changed" => "web-desk-log-settings-changed",
        "player registered" => "web-desk-log-player-registered",
        "player edited" => "web-desk-log-player-edited",
        "player removed" => "web-desk-log-player-removed",
        "registration closed" => "web-desk-log-registration-closed",
        "late entry" => "web-desk-log-late-entry",
        "availability set" => "web-desk-log-availability-set",
        "player withdrawn" => "web-desk-log-player-withdrawn",
        "player re-entered" => "web-desk-log-player-reentered",
        "round paired" => "web-desk-log-round-paired",
        "pairing edited" => "web-desk-log-pairing-edited",
        "result set" => "web-desk-log-result-set",
        "result corrected" => "web-desk-log-result-corrected",
        "round deleted" => "web-desk-log-round-deleted",
        "registration reopened" => "web-desk-log-registration-reopened",
        "players reranked" => "web-desk-log-players-reranked",
        "tournament renamed" => "web-desk-log-tournament-renamed",
        "tournament deleted" => "web-desk-log-tournament-deleted",
        "tournament restored" => "web-desk-log-tournament-restored",
        "team registered" => "web-desk-log-team-registered",
        "team edited" => "web-desk-log-team-edited",
        "lineup set" => "web-desk-log-lineup-set",
        "team round paired" => "web-desk-log-team-round-paired",
        "match forfeited" => "web-desk-log-match-forfeited",
        "go teams set" => "web-desk-log-go-teams-set",
        "prohibitions set" => "web-desk-log-prohibitions-set",
        "acceleration set" => "web-desk-log-acceleration-set",
        "entry submitted" => "web-desk-log-entry-submitted",
        "entry accepted" => "web-desk-log-entry-accepted",
        "entry refused" => "web-desk-log-entry-refused",
        "player link issued" => "web-desk-log-link-issued",
        "player link revoked" => "web-desk-log-link-revoked",
        "player asked" => "web-desk-log-player-asked",
        "result reported" => "web-desk-log-result-reported",
        _ => return None,
    })
}

/// The kind of `event` in `tr`'s language.
pub(crate) fn kind(tr: Tr, event: &Event) -> String {
    let kind = event.kind();
    kind_key(kind).map_or_else(|| kind.to_string(), |k| tr.t(k))
}

/// A pairing's boards (`1-5, 6-2 (H2)`), then its bye.
fn boards(tr: Tr, boards: &[Board], bye: Option<u32>) -> String {
    let mut s = boards
        .iter()
        .map(|b| {
            if b.handicap > 0 {
                format!("{}-{} (H{})", b.white, b.black, b.handicap)
            } else {
                format!("{}-{}", b.white, b.black)
            }
        })
        .collect::<Vec<_>>()
        .join(", ");
    if let Some(b) = bye {
        s.push_str("; ");
        s.push_str(&tr.t1("web-desk-history-bye", "player", b));
    }
    s
}

/// The code a message chooses an availability's words by.
fn availability(a: Availability) -> &'static str {
    match a {
        Availability::Available => "available",
        Availability::Absent => "absent",
        Availability::HalfBye => "half",
        Availability::ZeroBye => "zero",
        Availability::FullBye => "full",
    }
}

/// What `event` did, in `tr`'s language (players by their number at the time). An event
/// this list does not know yet is worded as the event crate words it.
pub(crate) fn detail(tr: Tr, event: &Event) -> String {
    let say = |key: &str, args: &[(&str, Arg)]| tr.ta(key, args);
    match event {
        Event::TournamentCreated { settings } => say(
            "web-desk-history-created",
            &[
                ("name", (&settings.name).into()),
                ("system", (&settings.system).into()),
                ("rounds", settings.rounds.into()),
            ],
        ),
        Event::SettingsChanged { settings } => say(
            "web-desk-history-settings",
            &[
                ("name", (&settings.name).into()),
                ("system", (&settings.system).into()),
                ("rounds", settings.rounds.into()),
            ],
        ),
        Event::PlayerRegistered { player } => say(
            "web-desk-history-registered",
            &[("name", (&player.name).into())],
        ),
        Event::LateEntry { player } => {
            say("web-desk-history-late", &[("name", (&player.name).into())])
        }
        Event::PlayerEdited { player, data } => say(
            "web-desk-history-edited",
            &[("player", (*player).into()), ("name", (&data.name).into())],
        ),
        Event::PlayerRemoved { player } => {
            say("web-desk-history-removed", &[("player", (*player).into())])
        }
        Event::RegistrationClosed { order } => {
            say("web-desk-history-closed", &[("count", order.len().into())])
        }
        Event::AvailabilitySet {
            player,
            round,
            status,
        } => say(
            "web-desk-history-availability",
            &[
                ("player", (*player).into()),
                ("round", (*round).into()),
                ("status", availability(*status).into()),
            ],
        ),
        Event::PlayerWithdrawn { player, from_round } => say(
            "web-desk-history-withdrawn",
            &[
                ("player", (*player).into()),
                ("round", (*from_round).into()),
            ],
        ),
        Event::PlayerReentered { player } => say(
            "web-desk-history-reentered",
            &[("player", (*player).into())],
        ),
        Event::RoundPaired {
            round,
            engine,
            boards: list,
            bye,
            overridden,
            ..
        } => {
            let mut s = say(
                "web-desk-history-paired",
                &[
                    ("round", (*round).into()),
                    ("engine", engine.into()),
                    ("boards", boards(tr, list, *bye).into()),
                ],
            );
            if !overridden.is_empty() {
                // The rules accepted are the event crate's words, as the log keeps them.
                s.push(' ');
                s.push_str(&tr.t1("web-desk-history-accepted", "list", overridden.join("; ")));
            }
            s
        }
        Event::PairingEdited {
            round,
            boards: list,
            bye,
            ..
        } => say(
            "web-desk-history-pairing-changed",
            &[
                ("round", (*round).into()),
                ("boards", boards(tr, list, *bye).into()),
            ],
        ),
        Event::ResultSet {
            round,
            board,
            result,
        } => say(
            "web-desk-history-result",
            &[
                ("round", (*round).into()),
                ("board", (*board).into()),
                ("result", result.into()),
            ],
        ),
        Event::ResultCorrected {
            round,
            board,
            result,
        } => say(
            "web-desk-history-corrected",
            &[
                ("round", (*round).into()),
                ("board", (*board).into()),
                ("result", result.into()),
            ],
        ),
        Event::RoundDeleted { round } => say(
            "web-desk-history-round-deleted",
            &[("round", (*round).into())],
        ),
        Event::RegistrationReopened => tr.t("web-desk-history-reopened"),
        Event::PlayersReranked { .. } => tr.t("web-desk-history-reranked"),
        Event::TournamentRenamed { from, to } => say(
            "web-desk-history-renamed",
            &[("from", from.into()), ("to", to.into())],
        ),
        Event::TournamentDeleted => tr.t("web-desk-history-deleted"),
        Event::TournamentRestored => tr.t("web-desk-history-restored"),
        Event::TeamRegistered { team } => say(
            "web-desk-history-team-registered",
            &[
                ("name", (&team.name).into()),
                ("count", team.members.len().into()),
            ],
        ),
        Event::TeamEdited { team, data } => say(
            "web-desk-history-team-edited",
            &[("team", (*team).into()), ("name", (&data.name).into())],
        ),
        Event::LineupSet {
            round,
            team,
            players,
        } => {
            let list: Vec<String> = players
                .iter()
                .map(|&p| {
                    if p == 0 {
                        "-".to_string()
                    } else {
                        p.to_string()
                    }
                })
                .collect();
            say(
                "web-desk-history-lineup",
                &[
                    ("round", (*round).into()),
                    ("team", (*team).into()),
                    ("list", list.join(", ").into()),
                ],
            )
        }
        Event::TeamRoundPaired {
            round,
            engine,
            matches,
            bye,
            ..
        } => {
            let list: Vec<String> = matches.iter().map(|[h, a]| format!("{h}-{a}")).collect();
            let mut s = say(
                "web-desk-history-team-paired",
                &[
                    ("round", (*round).into()),
                    ("engine", engine.into()),
                    ("list", list.join(", ").into()),
                ],
            );
            if let Some(b) = bye {
                s.push_str("; ");
                s.push_str(&tr.t1("web-desk-history-team-bye", "team", *b));
            }
            s
        }
        Event::MatchForfeited {
            round,
            home,
            away,
            result,
        } => say(
            "web-desk-history-forfeit",
            &[
                ("round", (*round).into()),
                ("home", (*home).into()),
                ("away", (*away).into()),
                ("result", result.into()),
            ],
        ),
        Event::GoTeamsSet { teams } => say(
            "web-desk-history-go-teams",
            &[
                ("teams", teams.teams.len().into()),
                ("size", teams.size.into()),
                ("pairs", teams.pairs.len().into()),
            ],
        ),
        Event::ProhibitionsSet { prohibitions } if prohibitions.is_empty() => {
            say("web-desk-history-prohibitions-lifted", &[])
        }
        Event::ProhibitionsSet { prohibitions } => {
            let list: Vec<String> = prohibitions
                .iter()
                .map(|p| {
                    let players: Vec<String> = p.players.iter().map(ToString::to_string).collect();
                    say(
                        "web-desk-history-prohibition",
                        &[
                            ("players", players.join("-").into()),
                            ("first", p.first_round.into()),
                            ("last", p.last_round.into()),
                        ],
                    )
                })
                .collect();
            say(
                "web-desk-history-prohibitions",
                &[("list", list.join(", ").into())],
            )
        }
        Event::AccelerationSet { player, points } if points.is_empty() => say(
            "web-desk-history-no-acceleration",
            &[("player", (*player).into())],
        ),
        Event::AccelerationSet { player, points } => say(
            "web-desk-history-acceleration",
            &[
                ("player", (*player).into()),
                ("points", points.join(", ").into()),
            ],
        ),
        Event::EntrySubmitted { player } => say(
            "web-desk-history-entry-submitted",
            &[("name", player.name.as_str().into())],
        ),
        Event::EntryAccepted { entry } => say(
            "web-desk-history-entry-accepted",
            &[("entry", (*entry).into())],
        ),
        Event::EntryRefused { entry } => say(
            "web-desk-history-entry-refused",
            &[("entry", (*entry).into())],
        ),
        Event::PlayerLinkIssued { player, .. } => say(
            "web-desk-history-link-issued",
            &[("player", (*player).into())],
        ),
        Event::PlayerLinkRevoked { player } => say(
            "web-desk-history-link-revoked",
            &[("player", (*player).into())],
        ),
        Event::PlayerAsked { player, round, ask } => say(
            "web-desk-history-asked",
            &[
                ("player", (*player).into()),
                ("round", (*round).into()),
                ("ask", ask.as_str().into()),
            ],
        ),
        Event::ResultReported {
            player,
            round,
            board,
            result,
        } => say(
            "web-desk-history-reported",
            &[
                ("round", (*round).into()),
                ("board", (*board).into()),
                ("player", (*player).into()),
                ("result", result.as_str().into()),
            ],
        ),
        other => other.describe(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_event::{PlayerData, Settings};
    use arbiter_i18n::Lang;

    /// Events of every shape the history words, one of each kind.
    fn events() -> Vec<Event> {
        let player = PlayerData {
            name: "Doe, Jane".into(),
            ..PlayerData::default()
        };
        let settings = Settings {
            name: "Spring Open".into(),
            system: "dutch".into(),
            rounds: 5,
            ..Settings::default()
        };
        let board = |white, black, handicap| Board {
            white,
            black,
            handicap,
        };
        vec![
            Event::TournamentCreated {
                settings: settings.clone(),
            },
            Event::SettingsChanged { settings },
            Event::PlayerRegistered {
                player: player.clone(),
            },
            Event::LateEntry {
                player: player.clone(),
            },
            Event::PlayerEdited {
                player: 3,
                data: player,
            },
            Event::PlayerRemoved { player: 2 },
            Event::RegistrationClosed {
                order: vec![1, 2, 3],
            },
            Event::AvailabilitySet {
                player: 4,
                round: 2,
                status: Availability::HalfBye,
            },
            Event::AvailabilitySet {
                player: 4,
                round: 3,
                status: Availability::Available,
            },
            Event::PlayerWithdrawn {
                player: 5,
                from_round: 3,
            },
            Event::PlayerReentered { player: 5 },
            Event::RoundPaired {
                round: 1,
                engine: "manual".into(),
                version: String::new(),
                boards: vec![board(1, 5, 0), board(6, 2, 2)],
                bye: Some(7),
                overridden: vec!["players 1 and 5 have already played each other".into()],
            },
            Event::RoundPaired {
                round: 2,
                engine: "FIDE Dutch".into(),
                version: String::new(),
                boards: vec![board(1, 2, 0)],
                bye: None,
                overridden: Vec::new(),
            },
            Event::PairingEdited {
                round: 2,
                boards: vec![board(2, 1, 0)],
                bye: None,
                overridden: Vec::new(),
            },
            Event::ResultSet {
                round: 1,
                board: 2,
                result: "1/2".into(),
            },
            Event::ResultCorrected {
                round: 1,
                board: 2,
                result: "1-0".into(),
            },
            Event::RoundDeleted { round: 2 },
            Event::RegistrationReopened,
            Event::TournamentRenamed {
                from: "a".into(),
                to: "b".into(),
            },
            Event::TournamentDeleted,
            Event::TournamentRestored,
            Event::LineupSet {
                round: 1,
                team: 2,
                players: vec![5, 0, 7],
            },
            Event::MatchForfeited {
                round: 1,
                home: 1,
                away: 2,
                result: "+-".into(),
            },
            Event::ProhibitionsSet {
                prohibitions: vec![
                    arbiter_event::ProhibitionData {
                        players: vec![1, 5],
                        first_round: 1,
                        last_round: 3,
                    },
                    arbiter_event::ProhibitionData {
                        players: vec![2, 6, 7],
                        first_round: 2,
                        last_round: 5,
                    },
                ],
            },
            Event::ProhibitionsSet {
                prohibitions: Vec::new(),
            },
            Event::AccelerationSet {
                player: 8,
                points: vec!["1".into(), "0.5".into()],
            },
            Event::AccelerationSet {
                player: 8,
                points: Vec::new(),
            },
            Event::EntrySubmitted {
                player: PlayerData {
                    name: "Roe, Rick".into(),
                    ..PlayerData::default()
                },
            },
            Event::EntryAccepted { entry: 1 },
            Event::EntryRefused { entry: 2 },
            Event::PlayerLinkIssued {
                player: 3,
                hash: "0".repeat(64),
            },
            Event::PlayerLinkRevoked { player: 3 },
            Event::PlayerAsked {
                player: 2,
                round: 3,
                ask: arbiter_event::Ask::CheckIn,
            },
            Event::PlayerAsked {
                player: 2,
                round: 3,
                ask: arbiter_event::Ask::HalfBye,
            },
            Event::PlayerAsked {
                player: 2,
                round: 3,
                ask: arbiter_event::Ask::Withdraw,
            },
            Event::ResultReported {
                player: 1,
                round: 2,
                board: 1,
                result: "1-0".into(),
            },
        ]
    }

    #[test]
    fn in_english_the_history_reads_as_the_event_crate_words_it() {
        let tr = Tr(Lang::En);
        for e in events() {
            assert_eq!(detail(tr, &e), e.describe());
            assert_eq!(kind(tr, &e), e.kind());
        }
    }

    #[test]
    fn in_other_languages_every_event_has_its_own_words() {
        for lang in [Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru] {
            let tr = Tr(lang);
            for e in events() {
                let (words, english) = (detail(tr, &e), e.describe());
                assert_ne!(words, english, "{lang}: {english}");
                assert!(!words.contains("web-desk-"), "{lang}: {words}");
                assert_ne!(kind(tr, &e), e.kind(), "{lang}: {}", e.kind());
            }
        }
        let ru = detail(
            Tr(Lang::Ru),
            &Event::RegistrationClosed {
                order: vec![1, 2, 3, 4, 5],
            },
        );
        assert_eq!(
            ru,
            "Регистрация закрыта; стартовые номера получили 5 участников"
        );
    }
}
