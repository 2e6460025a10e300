//! The tournament as an export writes it: everything the state knows, in TRF terms.

use crate::state::State;
use arbiter_core::{ByeKind, ByeRequest, PlayerId, RoundNo, Tournament};
use arbiter_standings::render::spreadsheet_safe;

/// The players as CSV (RFC 4180, a header line): start rank, name, title, rating,
/// federation, FIDE id, club, points so far (a Go event's main score), the round a
/// withdrawn player left from, and the Go rank where any player has one (a Go player's
/// two-letter country reads back only beside a rank). One writer for the command line's
/// and the web app's exports; what it writes, the list import reads back. A name or club
/// that a spreadsheet would run as a formula (`=…`, `+…`, `-…`, `@…`) is written after an
/// apostrophe, which the import takes off.
#[must_use]
pub fn players_csv(s: &State) -> String {
    let t = &s.tournament;
    let go = crate::go::go_main_scores(s, t.rounds_paired());
    let ranks = t.players().any(|(_, p)| p.go_rank.is_some());
    let mut w = csv::Writer::from_writer(Vec::new());
    let mut header: Vec<String> = [
        "start_rank",
        "name",
        "title",
        "rating",
        "federation",
        "fide_id",
        "club",
        "points",
        "withdrawn_from",
    ]
    .map(str::to_string)
    .to_vec();
    if ranks {
        header.push("go_rank".into());
    }
    let mut rows = vec![header];
    for (id, p) in t.players() {
        let mut row = vec![
            id.get().to_string(),
            spreadsheet_safe(&p.name).into_owned(),
            p.title
                .as_ref()
                .map(|x| x.as_str().to_string())
                .unwrap_or_default(),
            p.rating.map(|r| r.0.to_string()).unwrap_or_default(),
            p.federation.clone().unwrap_or_default(),
            p.fide_id.map(|x| x.to_string()).unwrap_or_default(),
            p.club
                .as_deref()
                .map(|c| spreadsheet_safe(c).into_owned())
                .unwrap_or_default(),
            go.as_ref()
                .and_then(|g| g.get(id.index()).cloned())
                .unwrap_or_else(|| t.score(id).to_string()),
            p.withdrawn_from
                .map(|r| r.get().to_string())
                .unwrap_or_default(),
        ];
        if ranks {
            row.push(
                p.go_rank
                    .as_ref()
                    .map(ToString::to_string)
                    .unwrap_or_default(),
            );
        }
        rows.push(row);
    }
    for r in &rows {
        // Writing into memory cannot fail but for a broken record, which these are not.
        let _ = w.write_record(r);
    }
    w.into_inner()
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .unwrap_or_default()
}

/// The comment record of an export that names the players who are not withdrawn although
/// a zero-point bye or an absence is recorded for them in the last round: `### not
/// withdrawn: P P …`. Other programs mark a withdrawal so, and the import of their files
/// takes such a run of rounds for one; an export says which are not (its withdrawals are in
/// the TRF writer's `### withdrawn from round R` records). Readers keep it with the records
/// they do not interpret; the import reads it there.
pub(crate) const NOT_WITHDRAWN: &str = "### not withdrawn: ";

/// The comment record of an export that holds, as a JSON object, the settings the TRF's
/// records do not state as the event has them (the organiser, the rating body, the
/// language, a festival's section, a team event's primary score and lineup deadlines,
/// round dates in four-digit years, an initial colour left to the engine as `null`…):
/// each setting whose value an import of the records alone would not give back. The
/// import puts them back over what the records say; other programs skip the comment.
pub(crate) const SETTINGS: &str = "### settings: ";

/// The settings comment of `t`, the export of `s`: the settings an import of `t`'s
/// records, written in either dialect and read back, would not give back (the records
/// as written: 132 in two-digit years, for one), `None` when there are none.
fn settings_record(t: &Tournament, s: &State) -> Option<String> {
    use serde_json::{Map, Value};
    let Ok(Value::Object(mut have)) = serde_json::to_value(&s.settings) else {
        return None;
    };
    // The system is the 192 record's, or the one an import is asked for.
    have.remove("system");
    let mut out = Map::new();
    for dialect in [arbiter_trf::Dialect::Trf26, arbiter_trf::Dialect::Trf16] {
        let read = arbiter_trf::write(t, dialect)
            .ok()
            .and_then(|text| arbiter_trf::read(text.as_bytes()).ok());
        let recorded = read
            .and_then(|r| crate::trf_import::recorded_settings(&r, &s.settings.system).ok())
            .and_then(|x| serde_json::to_value(x).ok());
        let Some(Value::Object(mut read)) = recorded else {
            continue;
        };
        read.remove("system");
        for (k, v) in &have {
            if read.get(k) != Some(v) {
                out.insert(k.clone(), v.clone());
            }
        }
        for k in read.keys() {
            if !have.contains_key(k) {
                out.insert(k.clone(), Value::Null);
            }
        }
    }
    (!out.is_empty()).then(|| format!("{SETTINGS}{}", Value::Object(out)))
}

/// The tournament as an export writes it. A withdrawn player's remaining rounds become
/// zero-point byes (TRF26 uses `Z` for both; an import turns a run of them to the last
/// round back into a withdrawal); the rank column holds the current standings by the
/// event's tie-breaks (C.07, 2026 rules); 062 and 072 count the players and the rated
/// players; the colour the top player drew in round 1 is recorded when the settings left
/// it to the engine; the settings no record states go in a comment ([`SETTINGS`]).
#[must_use]
pub fn export_view(s: &State) -> Tournament {
    let mut t = s.tournament.clone();
    let next = t.next_round().get();
    let last = t.planned_rounds.unwrap_or(s.settings.rounds);
    let withdrawn: Vec<(PlayerId, u16)> = t
        .players()
        .filter_map(|(id, p)| p.withdrawn_from.map(|r| (id, r.get().max(next))))
        .collect();
    for (id, from) in withdrawn {
        for r in from..=last {
            let Some(round) = RoundNo::new(r) else {
                continue;
            };
            if t.request(id, round).is_none() {
                t.requests.push(ByeRequest {
                    player: id,
                    round,
                    kind: Some(ByeKind::Zero),
                });
            }
        }
    }
    let not_withdrawn: Vec<String> = t
        .players()
        .filter(|(id, p)| {
            p.withdrawn_from.is_none()
                && RoundNo::new(last).is_some_and(|r| {
                    r.index() >= t.rounds_paired()
                        && t.request(*id, r)
                            .is_some_and(|q| matches!(q.kind, None | Some(ByeKind::Zero)))
                })
        })
        .map(|(id, _)| id.get().to_string())
        .collect();
    t.info
        .extra_records
        .retain(|e| !e.starts_with(NOT_WITHDRAWN));
    if !not_withdrawn.is_empty() {
        t.info
            .extra_records
            .push(format!("{NOT_WITHDRAWN}{}", not_withdrawn.join(" ")));
    }
    t.info.reported_players = Some(t.player_count().to_string());
    t.info.reported_rated_players = Some(
        t.players()
            .filter(|(_, p)| p.rating.is_some())
            .count()
            .to_string(),
    );
    if s.is_team_event() {
        team_report(s, &mut t);
    } else if t.initial_colour.is_none()
        && t.rounds_paired() > 0
        && let Some(engine) = arbiter_pairing::system_by_name(&s.settings.system)
    {
        t.initial_colour = arbiter_pairing::initial_colour_of_round_one(&t, engine.as_ref());
    }
    if t.rounds_paired() > 0
        && let Ok(ranking) = s.ranking()
    {
        for row in &ranking.rows {
            if let Some(p) = t.player_mut(row.player) {
                p.reported_rank = Some(row.place);
            }
        }
    }
    // Last, when every record the settings are read off is written.
    t.info.extra_records.retain(|e| !e.starts_with(SETTINGS));
    if let Some(record) = settings_record(&t, s) {
        t.info.extra_records.push(record);
    }
    t
}

/// A team event's 310 totals and ranks (by the default team tie-breaks of its primary
/// score, or the event's list when it names team codes) and its 082 count.
fn team_report(s: &State, t: &mut Tournament) {
    t.info.reported_teams = Some(t.teams.teams.len().to_string());
    let Ok(view) = s.team_view() else {
        return;
    };
    // The colour the first team drew in round 1 (C.04.6 4.3.1), read off the matches.
    if t.initial_colour.is_none()
        && t.rounds_paired() > 0
        && let (Some(engine), Ok(table)) = (
            arbiter_pairing::system_by_name(&s.settings.system),
            arbiter_core::teams::team_table(t, &view),
        )
    {
        t.initial_colour = arbiter_pairing::initial_colour_of_round_one(&table, engine.as_ref());
    }
    let scores = view.scores();
    let table = match s.team_ranking() {
        Ok(crate::TeamRanking::Matches { standings, .. }) => Some(standings),
        _ => None,
    };
    for (k, team) in t.teams.teams.iter_mut().enumerate() {
        if let Some((mp, gp)) = scores.get(k) {
            team.match_points = Some(*mp);
            team.game_points = Some(*gp);
        }
        team.rank = table
            .as_ref()
            .and_then(|tb| tb.row_of(k))
            .and_then(|r| u16::try_from(r.rank).ok());
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::{Event, PlayerData, Settings, players_from_csv};

    /// A list's players, registered and exported, read back as the same players: a Go
    /// player's rank goes with them, without which their two-letter country is refused.
    #[test]
    fn an_export_reads_back_as_the_players_registered() {
        let list = "Name,FED,Go rank,Rating\nNova Jan,CZ,3k,\nAshby Ann,ENG,,2100\n";
        let read = players_from_csv(list.as_bytes()).unwrap();
        let mut events = vec![Event::TournamentCreated {
            settings: Settings {
                name: "Open".into(),
                system: "dutch".into(),
                rounds: 5,
                ..Settings::default()
            },
        }];
        events.extend(
            read.players
                .iter()
                .map(|p| Event::PlayerRegistered { player: p.clone() }),
        );
        let state = State::fold(&events).unwrap();
        let csv = players_csv(&state);
        assert!(csv.starts_with("start_rank,name,"), "{csv}");
        assert!(csv.lines().next().unwrap().ends_with(",go_rank"), "{csv}");
        let again = players_from_csv(csv.as_bytes()).unwrap();
        let fields = |p: &PlayerData| {
            (
                p.name.clone(),
                p.federation.clone(),
                p.go_rank.clone(),
                p.rating,
            )
        };
        assert_eq!(
            read.players.iter().map(fields).collect::<Vec<_>>(),
            again.players.iter().map(fields).collect::<Vec<_>>()
        );
    }

    /// Issue 44: a name or club starting with `=`, `+`, `-` or `@` is written so that a
    /// spreadsheet shows it as text, and reads back as registered.
    #[test]
    fn issue_44_formula_names_are_neutralised_and_read_back() {
        let names = ["=HYPERLINK(\"http://x\"),A", "+1", "-2, B", "@SUM(A1), C"];
        let mut events = vec![Event::TournamentCreated {
            settings: Settings {
                name: "Open".into(),
                system: "dutch".into(),
                rounds: 5,
                ..Settings::default()
            },
        }];
        for n in names {
            events.push(Event::PlayerRegistered {
                player: PlayerData {
                    name: n.into(),
                    club: Some("=cmd|' /C calc'!A0".into()),
                    ..PlayerData::default()
                },
            });
        }
        let state = State::fold(&events).unwrap();
        let csv = players_csv(&state);
        let mut reader = csv::Reader::from_reader(csv.as_bytes());
        for rec in reader.records() {
            let rec = rec.unwrap();
            for field in [&rec[1], &rec[6]] {
                assert!(field.starts_with('\''), "{field} in\n{csv}");
            }
        }
        let again = players_from_csv(csv.as_bytes()).unwrap();
        let read: Vec<&str> = again.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(read, names);
        assert_eq!(again.players[0].club.as_deref(), Some("=cmd|' /C calc'!A0"));
    }
}
