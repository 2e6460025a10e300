//! OpenGotha's team section: the `<Teams>` element (each team's number, name and, per
//! round, the player on each board) and `<TeamTournamentParameterSet>` (team size and
//! team placement criteria), read into [`GoTeams`] and written back.
//!
//! The layout follows OpenGotha's `ExternalDocument` (V3.51/V3.52): `<Teams>` sits after
//! `<ByePlayers>` and before `<TournamentParameterSet>`, and is left out when there are
//! no teams; `<TeamTournamentParameterSet>` follows `<TournamentParameterSet>` and is
//! always written, with six numbered criteria (`NULL` for the unused ones).
//! `<Team teamName teamNumber>` holds `<Board boardNumber player roundNumber>`, the
//! numbers from 1, the player by key. A board written without `roundNumber` (files
//! before OpenGotha V3.28.04) holds the player in every round, as OpenGotha reads it.
//!
//! Where OpenGotha's importer quietly drops or renames what does not fit (an unknown
//! player, a second team of the same name, a board beyond 10), this reader reports it
//! at its line and column.

use crate::error::{Diagnostic, ErrorKind, Warning, WarningKind};
use crate::keys::Keys;
use crate::raw::Element;
use arbiter_core::{
    GO_TEAM_CRITERIA, GO_TEAM_MAX_BOARDS, GO_TEAM_MIN_BOARDS, GO_TEAM_ROUNDS, GoTeam,
    GoTeamCriterion, GoTeamRules, GoTeams, GoTournament,
};
use std::collections::HashMap;

fn diagnostic(e: &Element, kind: ErrorKind) -> Diagnostic {
    Diagnostic {
        line: e.line,
        column: e.column,
        kind,
    }
}

fn bad(e: &Element, attribute: &str, expected: &'static str) -> Diagnostic {
    diagnostic(
        e,
        ErrorKind::BadAttribute {
            element: e.name.clone(),
            attribute: attribute.to_string(),
            expected,
            found: e.attr(attribute).unwrap_or_default().to_string(),
        },
    )
}

/// A numeric attribute within `range`, `default` when missing (OpenGotha's importer
/// defaults), an error otherwise.
fn number<T>(
    errors: &mut Vec<Diagnostic>,
    e: &Element,
    attribute: &'static str,
    default: Option<T>,
    range: std::ops::RangeInclusive<T>,
    expected: &'static str,
) -> Option<T>
where
    T: std::str::FromStr + PartialOrd,
{
    let Some(v) = e.attr(attribute) else {
        if default.is_none() {
            errors.push(diagnostic(
                e,
                ErrorKind::MissingAttribute {
                    element: e.name.clone(),
                    attribute,
                },
            ));
        }
        return default;
    };
    match v.trim().parse::<T>() {
        Ok(n) if range.contains(&n) => Some(n),
        _ => {
            errors.push(bad(e, attribute, expected));
            None
        }
    }
}

/// `<TeamTournamentParameterSet>`: team size and criteria; OpenGotha's defaults (four
/// boards, no criteria) when the element or a part of it is missing.
fn rules(errors: &mut Vec<Diagnostic>, root: &Element) -> GoTeamRules {
    let mut rules = GoTeamRules::default();
    let Some(set) = root.child("TeamTournamentParameterSet") else {
        return rules;
    };
    if let Some(g) = set.child("TeamGeneralParameterSet")
        && let Some(size) = number(
            errors,
            g,
            "teamSize",
            Some(rules.size),
            GO_TEAM_MIN_BOARDS..=GO_TEAM_MAX_BOARDS,
            "a team size from 2 to 10",
        )
    {
        rules.size = size;
    }
    let mut numbered: Vec<(usize, GoTeamCriterion)> = Vec::new();
    let mut taken = [false; GO_TEAM_CRITERIA];
    for e in set
        .child("TeamPlacementParameterSet")
        .and_then(|p| p.child("PlacementCriteria"))
        .into_iter()
        .flat_map(|p| p.children_named("PlacementCriterion"))
    {
        let n = number(
            errors,
            e,
            "number",
            None,
            1..=GO_TEAM_CRITERIA,
            "a criterion number from 1 to 6",
        );
        let name = e.attr("name").unwrap_or("NULL").trim();
        let criterion = GoTeamCriterion::from_name(name);
        if criterion.is_none() && name != "NULL" && !name.is_empty() {
            errors.push(bad(
                e,
                "name",
                "TEAMP, SOST, BDW, BDW1U to BDW9U, MNR or NULL",
            ));
            continue;
        }
        let Some(n) = n else { continue };
        if std::mem::replace(&mut taken[n - 1], true) {
            errors.push(bad(e, "number", "a criterion number not given before"));
            continue;
        }
        if let Some(c) = criterion {
            numbered.push((n, c));
        }
    }
    numbered.sort_by_key(|&(n, _)| n);
    rules.criteria = numbered.into_iter().map(|(_, c)| c).collect();
    rules
}

fn warning(e: &Element, kind: WarningKind) -> Warning {
    Warning {
        line: e.line,
        column: e.column,
        kind,
    }
}

/// Reads the team section of a file, players found by their keys as OpenGotha finds them:
/// the section, its errors, and what is read otherwise than written (a player on two
/// boards of a round is kept on both, as OpenGotha keeps them; a board naming nobody
/// listed is left out, and a board given twice in a round holds the later player, as in
/// OpenGotha).
pub(crate) fn read(
    root: &Element,
    players: &[arbiter_core::GoPlayer],
    keys: &mut Keys<'_>,
) -> (GoTeams, Vec<Diagnostic>, Vec<Warning>) {
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    let rules = rules(&mut errors, root);
    let mut teams: Vec<GoTeam> = Vec::new();
    let mut names: HashMap<String, usize> = HashMap::new();
    let mut numbers: HashMap<u32, usize> = HashMap::new();
    // Who sits where in each round: (round, player) -> line of the first board.
    let mut seated: HashMap<(u16, usize), usize> = HashMap::new();
    for e in crate::validate::descendants(root, "Team") {
        let name = e.attr("teamName").unwrap_or("Unnamed team").to_string();
        let team_number = number(
            &mut errors,
            e,
            "teamNumber",
            Some(1),
            1..=u32::MAX,
            "a team number from 1",
        )
        .unwrap_or(1);
        if names.insert(name.clone(), e.line).is_some() {
            errors.push(bad(e, "teamName", "a name no other team has"));
        }
        if numbers.insert(team_number, e.line).is_some() {
            errors.push(bad(e, "teamNumber", "a number no other team has"));
        }
        let mut team = GoTeam::new(team_number, &name);
        for b in e.children_named("Board") {
            let rounds: Vec<u16> = match b.attr("roundNumber") {
                // Files before V3.28.04: the player sits on the board in every round.
                None => (1..=GO_TEAM_ROUNDS).collect(),
                Some(_) => number(
                    &mut errors,
                    b,
                    "roundNumber",
                    None,
                    1..=GO_TEAM_ROUNDS,
                    "a round number from 1 to 20",
                )
                .into_iter()
                .collect(),
            };
            let board = number(
                &mut errors,
                b,
                "boardNumber",
                Some(1),
                1..=GO_TEAM_MAX_BOARDS,
                "a board number from 1 to 10",
            );
            let player = match b.attr("player") {
                None => {
                    errors.push(diagnostic(
                        b,
                        ErrorKind::MissingAttribute {
                            element: b.name.clone(),
                            attribute: "player",
                        },
                    ));
                    None
                }
                Some(key) => match keys.find(key, "a team board") {
                    Some((p, note)) => {
                        if let Some(note) = note {
                            warnings.push(warning(b, note));
                        }
                        Some(p)
                    }
                    None => {
                        warnings.push(warning(
                            b,
                            WarningKind::LeftOut {
                                what: format!("the team board naming {key:?}"),
                                why: "no player of <Players> has that key".into(),
                            },
                        ));
                        None
                    }
                },
            };
            let (Some(board), Some(player)) = (board, player) else {
                continue;
            };
            // A board of every round is reported once.
            let (mut replaced, mut twice) = (false, false);
            for round in rounds {
                if let Some(before) = team.member(round, board) {
                    // OpenGotha's `setTeamMember` puts the later player on the board.
                    if !std::mem::replace(&mut replaced, true) {
                        warnings.push(warning(
                            b,
                            WarningKind::LeftOut {
                                what: format!(
                                    "player {:?} on board {board} of team {name:?} in round {round}",
                                    players[before].key
                                ),
                                why: "the board is given again: the later player sits there, as in OpenGotha".into(),
                            },
                        ));
                    }
                } else if seated.insert((round, player), b.line).is_some()
                    && !std::mem::replace(&mut twice, true)
                {
                    warnings.push(warning(
                        b,
                        WarningKind::BoardTwice {
                            key: players[player].key.clone(),
                            round,
                        },
                    ));
                }
                // Round and board were checked above: this cannot fail.
                let _ = team.set_member(round, board, Some(player));
            }
        }
        teams.push(team);
    }
    (GoTeams { rules, teams }, errors, warnings)
}

fn element(name: &str, attributes: &[(&str, String)]) -> Element {
    let mut e = Element::new(name);
    for (k, v) in attributes {
        e.set(k, v.clone());
    }
    e
}

/// The `<Teams>` element (`None` without teams), attributes in the order OpenGotha's
/// writer gives them (alphabetical), boards round by round then board by board. A board
/// naming a player the tournament does not hold is left out.
#[must_use]
pub(crate) fn teams_element(t: &GoTournament) -> Option<Element> {
    if t.teams.teams.is_empty() {
        return None;
    }
    let mut teams = Element::new("Teams");
    for team in &t.teams.teams {
        let mut e = element(
            "Team",
            &[
                ("teamName", team.name.clone()),
                ("teamNumber", team.number.to_string()),
            ],
        );
        for round in 1..=GO_TEAM_ROUNDS {
            for board in 1..=GO_TEAM_MAX_BOARDS {
                let Some(p) = team.member(round, board).and_then(|p| t.players.get(p)) else {
                    continue;
                };
                e.children.push(element(
                    "Board",
                    &[
                        ("boardNumber", board.to_string()),
                        ("player", p.key.clone()),
                        ("roundNumber", round.to_string()),
                    ],
                ));
            }
        }
        teams.children.push(e);
    }
    Some(teams)
}

/// The `<TeamTournamentParameterSet>` element, as OpenGotha always writes it.
#[must_use]
pub(crate) fn parameters_element(rules: &GoTeamRules) -> Element {
    let mut set = Element::new("TeamTournamentParameterSet");
    set.children.push(element(
        "TeamGeneralParameterSet",
        &[("teamSize", rules.size.to_string())],
    ));
    let mut criteria = Element::new("PlacementCriteria");
    for k in 0..rules.criteria.len().max(GO_TEAM_CRITERIA) {
        criteria.children.push(element(
            "PlacementCriterion",
            &[
                (
                    "name",
                    rules
                        .criteria
                        .get(k)
                        .map_or_else(|| "NULL".to_string(), |c| c.name()),
                ),
                ("number", (k + 1).to_string()),
            ],
        ));
    }
    let mut placement = Element::new("TeamPlacementParameterSet");
    placement.children.push(criteria);
    set.children.push(placement);
    set
}

/// Puts the team section into a written document's root: `<Teams>` before
/// `<TournamentParameterSet>`, `<TeamTournamentParameterSet>` right after it.
pub(crate) fn insert(root: &mut Element, t: &GoTournament) {
    let at = root
        .children
        .iter()
        .position(|c| c.name == "TournamentParameterSet")
        .unwrap_or(root.children.len());
    let after = (at + 1).min(root.children.len());
    root.children
        .insert(after, parameters_element(&t.teams.rules));
    if let Some(teams) = teams_element(t) {
        root.children.insert(at, teams);
    }
}
