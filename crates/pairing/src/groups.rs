//! Independent groups in one section (the Vega manual, appendix M, "Tournament with
//! Independent Groups"): the players of a group meet only each other, so one section holds
//! several small tournaments paired side by side, each by the section's system.
//!
//! [`Grouped`] wraps any engine. The group of a player is `Player::group`; players without
//! one form a group of their own. Each group becomes a tournament of its own (its players
//! renumbered in start order, with their rounds, requests, withdrawals, prohibitions and
//! fictitious points), the inner engine pairs it, and the pairings are put together: the
//! groups in the order of their best start rank ([`groups_of`]), each group's boards as its
//! engine ordered them.
//!
//! Two things the model imposes:
//! - a round holds one pairing-allocated bye; when several groups are odd, the first odd
//!   group's bye is the round's pairing-allocated bye and the others are recorded as
//!   full-point byes (the bye of C.04.1 Article 4 is worth a win's points, as a full-point
//!   bye is, and both stop the player from receiving another); the bracket report says so;
//! - a game between players of different groups (made by hand) is not part of either
//!   group's history when the groups are paired: the groups are paired as the appendix
//!   makes them, independent.

use crate::compare::{self, Judge};
use crate::state::{not_paired, participants};
use crate::{
    CheckReport, Criterion, Deviation, Difference, Message, NoPairingReason, PairedGame, Pairing,
    PairingError, PairingSystem,
};
use arbiter_core::{ByeKind, Game, PlayerId, Round, Tournament};

criterion!(
    SEPARATE,
    "pairing-crit-groups-separate",
    "M",
    "Vega manual, appendix M",
    "players of different groups do not meet"
);
criterion!(
    GROUP_PAIRING,
    "pairing-crit-groups-group-pairing",
    "M-p",
    "Vega manual, appendix M",
    "each group is paired by the section's system on its own"
);
/// Every criterion above, in the order declared.
pub const CRITERIA: &[Criterion] = &[SEPARATE, GROUP_PAIRING];

/// The group of a player as written, blank names meaning no group.
fn group_name(t: &Tournament, id: PlayerId) -> Option<String> {
    t.player(id)
        .and_then(|p| p.group.as_deref())
        .map(str::trim)
        .filter(|g| !g.is_empty())
        .map(str::to_string)
}

/// The groups of the section, each with its players in start order, the groups in the
/// order of their best start rank; players without a group form one group (`None`).
#[must_use]
pub fn groups_of(t: &Tournament) -> Vec<(Option<String>, Vec<PlayerId>)> {
    let mut out: Vec<(Option<String>, Vec<PlayerId>)> = Vec::new();
    for id in t.player_ids() {
        let name = group_name(t, id);
        match out.iter_mut().find(|(g, _)| *g == name) {
            Some((_, members)) => members.push(id),
            None => out.push((name, vec![id])),
        }
    }
    out
}

/// How a group is called in explanations.
fn label(name: Option<&String>) -> String {
    name.map_or_else(
        || "of players without a group".to_string(),
        |n| format!("{n:?}"),
    )
}

/// One group as a tournament of its own: `members` (start order) become players 1, 2, ...
/// with everything the engine reads about them.
fn sub_tournament(t: &Tournament, members: &[PlayerId]) -> Tournament {
    let mut local = vec![None; t.player_count()];
    for (k, id) in members.iter().enumerate() {
        if let Some(slot) = local.get_mut(id.index()) {
            *slot = Some(PlayerId::from_index(k));
        }
    }
    let map = |p: PlayerId| local.get(p.index()).copied().flatten();
    let mut s = Tournament::new(t.info.clone(), t.scoring);
    s.planned_rounds = t.planned_rounds;
    s.initial_colour = t.initial_colour;
    for &id in members {
        s.add_player(t.player(id).cloned().unwrap_or_default());
    }
    for round in t.rounds() {
        let games = round
            .games()
            .iter()
            .filter_map(|g| {
                Some(Game {
                    white: map(g.white)?,
                    black: map(g.black)?,
                    ..*g
                })
            })
            .collect();
        let byes = round
            .byes()
            .iter()
            .filter_map(|&(p, kind)| Some((map(p)?, kind)))
            .collect();
        // A part of a valid round is a valid round; the default keeps the round count.
        let _ = s.push_round(Round::new(games, byes).unwrap_or_default());
    }
    s.requests = t
        .requests
        .iter()
        .filter_map(|r| {
            Some(arbiter_core::ByeRequest {
                player: map(r.player)?,
                ..*r
            })
        })
        .collect();
    s.prohibitions = t
        .prohibitions
        .iter()
        .filter_map(|p| {
            let players: Vec<PlayerId> = p.players.iter().filter_map(|&x| map(x)).collect();
            (players.len() >= 2).then(|| arbiter_core::Prohibition {
                players,
                ..p.clone()
            })
        })
        .collect();
    s.adjustments = t
        .adjustments
        .iter()
        .filter_map(|a| {
            let players: Vec<PlayerId> = a.players.iter().filter_map(|&x| map(x)).collect();
            (!players.is_empty()).then(|| arbiter_core::PointAdjustment {
                players,
                ..a.clone()
            })
        })
        .collect();
    s
}

/// The section's player for a group's player.
fn global(members: &[PlayerId], p: PlayerId) -> PlayerId {
    members.get(p.index()).copied().unwrap_or(p)
}

fn map_error(e: PairingError, members: &[PlayerId]) -> PairingError {
    match e {
        PairingError::NoValidPairing(NoPairingReason::Unpairable { players }) => {
            PairingError::NoValidPairing(NoPairingReason::Unpairable {
                players: players.into_iter().map(|p| global(members, p)).collect(),
            })
        }
        other => other,
    }
}

/// Adds a group's pairing `p` (in the group's numbering) to the section's `merged`.
fn merge(merged: &mut Pairing, p: Pairing, name: Option<&String>, members: &[PlayerId]) {
    let g = |p: PlayerId| global(members, p);
    let group = label(name);
    merged.games.extend(p.games.iter().map(|x| PairedGame {
        white: g(x.white),
        black: g(x.black),
        handicap: x.handicap,
    }));
    merged
        .requested_byes
        .extend(p.requested_byes.iter().map(|&(x, k)| (g(x), k)));
    merged.withdrawn.extend(p.withdrawn.iter().map(|&x| g(x)));
    let mut extra_bye = None;
    if let Some(b) = p.bye.map(g) {
        if merged.bye.is_none() {
            merged.bye = Some(b);
        } else {
            // One pairing-allocated bye per round (module documentation).
            merged.requested_byes.push((b, ByeKind::Full));
            extra_bye = Some(b);
        }
    }
    let first = merged.brackets.len();
    for mut b in p.brackets {
        let map_all = |v: &mut Vec<PlayerId>| v.iter_mut().for_each(|x| *x = g(*x));
        map_all(&mut b.residents);
        map_all(&mut b.moved_down);
        map_all(&mut b.downfloaters);
        b.pairs
            .iter_mut()
            .for_each(|(x, y)| (*x, *y) = (g(*x), g(*y)));
        b.keys.iter_mut().for_each(|(x, _)| *x = g(*x));
        b.key_messages.iter_mut().for_each(|(x, _)| *x = g(*x));
        for d in &mut b.deviations {
            map_all(&mut d.players);
        }
        let players: Vec<PlayerId> = b.residents.iter().chain(&b.moved_down).copied().collect();
        b.deviations.insert(
            0,
            Deviation {
                players,
                criterion: SEPARATE,
                detail: format!("group {group}: paired on its own"),
                message: Message::new("pairing-dev-groups-own").text("group", &group),
            },
        );
        merged.brackets.push(b);
    }
    if let Some(b) = extra_bye {
        let detail = format!(
            "group {group} is odd as well: {b} has its bye, recorded as a full-point bye \
             since a round holds one pairing-allocated bye"
        );
        let dev = Deviation {
            players: vec![b],
            criterion: SEPARATE,
            detail,
            message: Message::new("pairing-dev-groups-odd")
                .text("group", &group)
                .text("player", b),
        };
        match merged.brackets.get_mut(first..).and_then(|s| s.last_mut()) {
            Some(last) => last.deviations.push(dev),
            None => merged.brackets.push(crate::BracketReport {
                score: arbiter_core::Points::ZERO,
                residents: vec![b],
                moved_down: Vec::new(),
                downfloaters: Vec::new(),
                upward: false,
                pairs: Vec::new(),
                failures: Vec::new(),
                deviations: vec![dev],
                keys: Vec::new(),
                key_messages: Vec::new(),
            }),
        }
    }
}

/// An engine pairing each independent group of the section on its own (the Vega manual,
/// appendix M): when no player has a group it is the inner engine exactly.
pub struct Grouped {
    /// The engine that pairs each group.
    pub inner: Box<dyn PairingSystem + Send + Sync>,
}

impl Grouped {
    /// True when the section is split into groups: some player has one.
    fn split(t: &Tournament) -> Option<Vec<(Option<String>, Vec<PlayerId>)>> {
        let groups = groups_of(t);
        groups.iter().any(|(g, _)| g.is_some()).then_some(groups)
    }

    /// The section's pairing: each group's own (`pair_group`), put together.
    fn pair_groups(
        &self,
        t: &Tournament,
        groups: &[(Option<String>, Vec<PlayerId>)],
        mut pair_group: impl FnMut(usize, &Tournament) -> Result<Pairing, PairingError>,
    ) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(t)?;
        let mut merged = Pairing {
            round,
            games: Vec::new(),
            bye: None,
            requested_byes: Vec::new(),
            withdrawn: Vec::new(),
            brackets: Vec::new(),
        };
        for (k, (name, members)) in groups.iter().enumerate() {
            let sub = sub_tournament(t, members);
            let p = if participants(&sub, round).is_empty() {
                // Nobody of the group plays this round: nothing for the engine to pair.
                let (requested_byes, withdrawn) = not_paired(&sub, round);
                Pairing {
                    round,
                    games: Vec::new(),
                    bye: None,
                    requested_byes,
                    withdrawn,
                    brackets: Vec::new(),
                }
            } else {
                pair_group(k, &sub).map_err(|e| map_error(e, members))?
            };
            merge(&mut merged, p, name.as_ref(), members);
        }
        merged.requested_byes.sort_unstable();
        merged.withdrawn.sort_unstable();
        Ok(merged)
    }
}

impl PairingSystem for Grouped {
    fn name(&self) -> &'static str {
        self.inner.name()
    }

    fn system_code(&self) -> Option<&'static str> {
        self.inner.system_code()
    }

    fn games_per_match(&self) -> u16 {
        self.inner.games_per_match()
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        match Self::split(tournament) {
            None => self.inner.pair(tournament),
            Some(groups) => self.pair_groups(tournament, &groups, |_, sub| self.inner.pair(sub)),
        }
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let Some(groups) = Self::split(tournament) else {
            return self.inner.check(tournament, games, bye);
        };
        let round = tournament.next_round();
        // The group of each player, and the checked pairing seen by each group.
        let mut group_of = vec![usize::MAX; tournament.player_count()];
        for (k, (_, members)) in groups.iter().enumerate() {
            for m in members {
                if let Some(slot) = group_of.get_mut(m.index()) {
                    *slot = k;
                }
            }
        }
        let group = |p: PlayerId| group_of.get(p.index()).copied().unwrap_or(usize::MAX);
        let in_game = |p: PlayerId| games.iter().any(|g| g.white == p || g.black == p);
        let mut found: Vec<Difference> = Vec::new();
        let expected = self.pair_groups(tournament, &groups, |k, sub| {
            let members: &[PlayerId] = groups.get(k).map_or(&[], |g| &g.1);
            let local = |p: PlayerId| {
                members
                    .iter()
                    .position(|&m| m == p)
                    .map(PlayerId::from_index)
            };
            let sub_games: Vec<PairedGame> = games
                .iter()
                .filter_map(|g| {
                    Some(PairedGame {
                        white: local(g.white)?,
                        black: local(g.black)?,
                        handicap: g.handicap,
                    })
                })
                .collect();
            // The group's bye: the checked one if it is the group's, else (the model
            // holding one per round) the one player of an odd group left without a game.
            let sub_bye = match bye.and_then(local) {
                Some(b) => Some(b),
                None => {
                    let idle: Vec<PlayerId> = participants(sub, round)
                        .into_iter()
                        .filter(|&p| !in_game(global(members, p)))
                        .collect();
                    match idle.as_slice() {
                        [one] => Some(*one),
                        _ => None,
                    }
                }
            };
            let report = self.inner.check(sub, &sub_games, sub_bye)?;
            found.extend(report.differences.into_iter().map(|mut d| {
                d.players.iter_mut().for_each(|p| *p = global(members, *p));
                d
            }));
            Ok(report.expected)
        })?;
        let criterion_of = |players: &[PlayerId]| {
            let mut key = players.to_vec();
            key.sort_unstable();
            found.iter().find_map(|d| {
                let mut k = d.players.clone();
                k.sort_unstable();
                (k == key).then_some(d.criterion).flatten()
            })
        };
        let extra = |a: PlayerId, b: PlayerId| {
            if group(a) != group(b) {
                Some(SEPARATE)
            } else {
                criterion_of(&[a, b]).or(Some(GROUP_PAIRING))
            }
        };
        let judge_bye = |b: Option<PlayerId>| Some(GROUP_PAIRING).filter(|_| b.is_some());
        let mut differences = compare::differences(
            &expected,
            games,
            bye,
            &Judge::engine(GROUP_PAIRING, &extra, &judge_bye),
        )?;
        // The group's engine knows which of its rules each difference breaks.
        for d in &mut differences {
            let cross = matches!(d.players.as_slice(), [a, b] if group(*a) != group(*b));
            if !cross && let Some(c) = criterion_of(&d.players) {
                d.criterion = Some(c);
            }
        }
        Ok(CheckReport {
            expected,
            differences,
        })
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]
    use super::*;
    use crate::{Dubov, Dutch};
    use arbiter_core::{GameResult, Player, Rating, ScoringSystem, TournamentInfo};

    /// A section of `n` players rated downwards, player k (1-based) in `group(k)`.
    fn section(n: usize, group: impl Fn(usize) -> Option<&'static str>) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 1..=n {
            t.add_player(Player {
                rating: Some(Rating(2400 - 10 * k as u16)),
                group: group(k).map(str::to_string),
                ..Player::named(format!("Player {k}"))
            });
        }
        t.planned_rounds = Some(5);
        t
    }

    /// Records `p` with results that depend only on the boards' players (deterministic).
    fn play(t: &mut Tournament, p: &Pairing) {
        let games = p
            .games
            .iter()
            .map(|g| {
                let r = match (g.white.index() + 2 * g.black.index()) % 3 {
                    0 => GameResult::WHITE_WINS,
                    1 => GameResult::DRAW,
                    _ => GameResult::BLACK_WINS,
                };
                Game::new(g.white, g.black).with_result(r)
            })
            .collect();
        let mut byes = p.requested_byes.clone();
        byes.extend(p.bye.map(|b| (b, ByeKind::PairingAllocated)));
        t.push_round(Round::new(games, byes).unwrap()).unwrap();
    }

    fn grouped(inner: Box<dyn PairingSystem + Send + Sync>) -> Grouped {
        Grouped { inner }
    }

    #[test]
    fn groups_in_order_of_best_start_rank() {
        let t = section(6, |k| match k {
            2 | 5 => Some("U12"),
            3 => Some(" "),
            _ => Some("U10"),
        });
        let ids = |v: &[usize]| v.iter().map(|&k| PlayerId::from_index(k - 1)).collect();
        assert_eq!(
            groups_of(&t),
            vec![
                (Some("U10".to_string()), ids(&[1, 4, 6])),
                (Some("U12".to_string()), ids(&[2, 5])),
                (None, ids(&[3])),
            ]
        );
    }

    /// The Vega manual, appendix M: two groups paired over four rounds; no game crosses
    /// groups, and each group's pairing is the engine's on that group alone.
    #[test]
    fn two_groups_are_paired_apart() {
        for inner in ["dutch", "dubov"] {
            let engine = grouped(crate::system_by_name(inner).unwrap());
            // Interleaved start ranks: odd players in A (8), even ones in B (7).
            let mut t = section(15, |k| Some(if k % 2 == 1 { "A" } else { "B" }));
            for round in 1..=4 {
                let p = engine.pair(&t).unwrap();
                for g in &p.games {
                    assert_eq!(
                        g.white.index() % 2,
                        g.black.index() % 2,
                        "{inner} round {round}: {} - {} crosses groups",
                        g.white,
                        g.black
                    );
                }
                // Group B is odd: the bye is one of its players.
                assert!(p.bye.is_some_and(|b| b.index() % 2 == 1));
                for (name, members) in groups_of(&t) {
                    let alone = engine.inner.pair(&sub_tournament(&t, &members)).unwrap();
                    let mine: Vec<PairedGame> = p
                        .games
                        .iter()
                        .filter(|g| members.contains(&g.white))
                        .copied()
                        .collect();
                    let theirs: Vec<PairedGame> = alone
                        .games
                        .iter()
                        .map(|g| PairedGame {
                            white: members[g.white.index()],
                            black: members[g.black.index()],
                            handicap: 0,
                        })
                        .collect();
                    assert_eq!(mine, theirs, "{inner} round {round} group {name:?}");
                }
                assert!(
                    p.brackets
                        .iter()
                        .all(|b| b.deviations[0].criterion == SEPARATE)
                );
                assert!(engine.check(&t, &p.games, p.bye).unwrap().agrees());
                play(&mut t, &p);
            }
        }
    }

    /// A group keeps its players' requests, withdrawals and prohibitions: a prohibited
    /// pair of group A does not meet, a withdrawn player and a half-point bye of group B
    /// are not paired and are reported in the section's numbering.
    #[test]
    fn requests_withdrawals_and_prohibitions_are_carried() {
        let engine = grouped(Box::new(Dutch::new()));
        let id = |k: usize| PlayerId::from_index(k - 1);
        // A: 1, 3, 5, 7; B: 2, 4, 6, 8, 10; C (no group): 9.
        let mut t = section(10, |k| match k {
            9 => None,
            k if k % 2 == 1 => Some("A"),
            _ => Some("B"),
        });
        let round = t.next_round();
        // Round 1 of A pairs 1 - 5 and 3 - 7 (top half against bottom half).
        t.prohibitions.push(arbiter_core::Prohibition {
            first_round: round,
            last_round: round,
            players: vec![id(1), id(5)],
        });
        t.requests.push(arbiter_core::ByeRequest {
            player: id(4),
            round,
            kind: Some(ByeKind::Half),
        });
        if let Some(p) = t.player_mut(id(10)) {
            p.withdrawn_from = Some(round);
        }
        let p = engine.pair(&t).unwrap();
        let pair = |a: usize, b: usize| {
            p.games.iter().any(|g| {
                (g.white, g.black) == (id(a), id(b)) || (g.white, g.black) == (id(b), id(a))
            })
        };
        assert!(!pair(1, 5), "a prohibited pair met");
        assert_eq!(p.withdrawn, vec![id(10)]);
        // B has 2, 6, 8 left (odd) and C only 9: B's bye is the pairing-allocated bye,
        // C's is recorded as a full-point bye, beside 4's half-point bye.
        assert_eq!(p.games.len(), 3);
        assert_eq!(p.bye, Some(id(8)));
        assert_eq!(
            p.requested_byes,
            vec![(id(4), ByeKind::Half), (id(9), ByeKind::Full)]
        );
        assert!(p.to_round().is_ok());
        assert!(engine.check(&t, &p.games, p.bye).unwrap().agrees());
    }

    /// A game between groups is reported with the appendix M criterion.
    #[test]
    fn a_game_across_groups_is_cited() {
        let engine = grouped(Box::new(Dutch::new()));
        let t = section(4, |k| Some(if k <= 2 { "A" } else { "B" }));
        let p = engine.pair(&t).unwrap();
        assert_eq!(p.games.len(), 2);
        let id = |k: usize| PlayerId::from_index(k - 1);
        let across = [
            PairedGame {
                white: id(1),
                black: id(3),
                handicap: 0,
            },
            PairedGame {
                white: id(2),
                black: id(4),
                handicap: 0,
            },
        ];
        let report = engine.check(&t, &across, None).unwrap();
        assert!(!report.agrees());
        assert!(
            report
                .differences
                .iter()
                .filter(|d| d.what.contains("is not a game"))
                .all(|d| d.criterion == Some(SEPARATE))
        );
    }

    /// Two odd groups: one pairing-allocated bye, the other recorded as a full-point bye.
    #[test]
    fn two_odd_groups() {
        let engine = grouped(Box::new(Dubov::new()));
        let t = section(6, |k| Some(if k <= 3 { "A" } else { "B" }));
        let p = engine.pair(&t).unwrap();
        assert_eq!(p.games.len(), 2);
        assert!(p.bye.is_some());
        assert_eq!(p.requested_byes.len(), 1);
        assert_eq!(p.requested_byes[0].1, ByeKind::Full);
        assert!(p.to_round().is_ok());
        assert!(engine.check(&t, &p.games, p.bye).unwrap().agrees());
    }

    /// Without groups the wrapper is the engine itself.
    #[test]
    fn no_groups_is_the_inner_engine() {
        let engine = grouped(Box::new(Dutch::new()));
        let mut t = section(9, |_| None);
        for _ in 0..4 {
            let p = engine.pair(&t).unwrap();
            assert_eq!(p, Dutch::new().pair(&t).unwrap());
            play(&mut t, &p);
        }
    }
}
