//! The round-robin withdrawal rule many events adopt for their standings: a player who
//! withdraws having played fewer than half of the games has all results deleted; with half
//! or more played, the results stand and the remaining games are lost by default. In a
//! double (or longer) round robin each cycle is judged on its own, or the event as one,
//! as the regulations of the event say.

use arbiter_core::{Entry, Game, GameResult, PlayerId, Round, RoundNo, Tournament};

/// How cycles are judged.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum CycleRule {
    /// Each cycle on its own (e.g. 8 players, 14 rounds: fewer than 4 games played →
    /// deleted; 4–7 → results stand, the rest forfeited; 8–10 → the first cycle stands and
    /// the whole second cycle is forfeited; more than 10 → results stand, the rest forfeited).
    #[default]
    PerCycle,
    /// The whole event as one cycle: fewer than half of all games → deleted.
    WholeEvent,
}

/// What the rule did.
#[derive(Clone, Eq, PartialEq, Debug, Default)]
pub struct WithdrawalOutcome {
    /// The tournament with games deleted or turned into losses by default.
    pub tournament: Tournament,
    /// Players whose results were deleted altogether: they leave the table.
    pub removed: Vec<PlayerId>,
    /// Players whose remaining games were turned into losses by default.
    pub forfeited: Vec<PlayerId>,
}

/// Players who withdrew and the first round they missed: `withdrawn_from` when the model
/// records it, otherwise the start of the run of rounds at the end of the event in which
/// the player scored nothing without playing (forfeit losses, zero-point byes, absences),
/// the C.07 art. 16.2.5 reading of a TRF.
#[must_use]
pub fn withdrawals(t: &Tournament) -> Vec<(PlayerId, RoundNo)> {
    let rounds = t.rounds_paired();
    t.players()
        .filter_map(|(id, pl)| {
            if let Some(w) = pl.withdrawn_from {
                return Some((id, w));
            }
            let missed = |r: usize| {
                let e = t.entry(id, RoundNo::from_index(r));
                match e {
                    Entry::Absent | Entry::Bye(arbiter_core::ByeKind::Zero) => true,
                    Entry::Game { result, .. } => result
                        .is_some_and(|x| !x.is_played() && x.outcome != arbiter_core::Outcome::Win),
                    Entry::Bye(_) => false,
                }
            };
            let mut first = rounds;
            while first > 0 && missed(first - 1) {
                first -= 1;
            }
            (first < rounds).then(|| (id, RoundNo::from_index(first)))
        })
        .collect()
}

/// Applies the rule to the players of `withdrawn`, in a round robin whose cycles are
/// `cycle_rounds` rounds long (n − 1 for an even field of n, n for an odd one).
#[must_use]
pub fn apply_round_robin_withdrawals(
    t: &Tournament,
    withdrawn: &[(PlayerId, RoundNo)],
    cycle_rounds: usize,
    rule: CycleRule,
) -> WithdrawalOutcome {
    let rounds = t.rounds_paired();
    let cycle = match rule {
        CycleRule::PerCycle => cycle_rounds.max(1),
        CycleRule::WholeEvent => rounds.max(1),
    };
    // Scheduled games a player has in one cycle: every other player once.
    let per_cycle_games = (t.player_count().saturating_sub(1) * cycle / cycle_rounds.max(1)).max(1);
    let mut delete: Vec<(PlayerId, usize, usize)> = Vec::new();
    let mut forfeit: Vec<(PlayerId, usize, usize)> = Vec::new();
    let mut forfeit_all: Vec<(PlayerId, usize, usize)> = Vec::new();
    let mut removed = Vec::new();
    let mut forfeited = Vec::new();
    for &(p, _) in withdrawn {
        let mut earlier_stands = false;
        let mut start = 0;
        while start < rounds {
            let end = (start + cycle).min(rounds);
            let played = (start..end)
                .filter(|&r| t.entry(p, RoundNo::from_index(r)).is_played_game())
                .count();
            // Fewer than half: 2 × played < games.
            let too_few = 2 * played < per_cycle_games;
            if too_few && !earlier_stands {
                delete.push((p, 0, rounds));
                removed.push(p);
                break;
            }
            if too_few {
                // An earlier cycle stands: this one is lost by default as a whole.
                forfeit_all.push((p, start, end));
            } else {
                earlier_stands = true;
                // Results stand; what was not played is lost by default.
                forfeit.push((p, start, end));
            }
            start = end;
        }
        if !removed.contains(&p) {
            forfeited.push(p);
        }
    }
    let mut out = t.clone();
    let mut rebuilt = Vec::with_capacity(rounds);
    while let Some(r) = out.pop_round() {
        rebuilt.push(r);
    }
    rebuilt.reverse();
    for (ri, round) in rebuilt.into_iter().enumerate() {
        let mut games: Vec<Game> = Vec::with_capacity(round.games().len());
        for g in round.games() {
            let hit = |list: &[(PlayerId, usize, usize)], who: PlayerId| {
                list.iter().any(|&(p, a, b)| p == who && a <= ri && ri < b)
            };
            if hit(&delete, g.white) || hit(&delete, g.black) {
                continue;
            }
            let mut g = *g;
            let out_of = |who: PlayerId| {
                hit(&forfeit_all, who)
                    || (hit(&forfeit, who) && !played_before_withdrawal(withdrawn, who, ri, g))
            };
            let white_out = out_of(g.white);
            let black_out = out_of(g.black);
            g.result = match (white_out, black_out) {
                (true, true) => GameResult::DOUBLE_FORFEIT,
                (true, false) => GameResult::BLACK_WINS_BY_FORFEIT,
                (false, true) => GameResult::WHITE_WINS_BY_FORFEIT,
                (false, false) => g.result,
            };
            games.push(g);
        }
        // A round robin has no byes to change; keep them as they were.
        let byes = round.byes().to_vec();
        if let Ok(r) = Round::new(games, byes) {
            // The players are the same, so the round fits.
            let _ = out.push_round(r);
        }
    }
    WithdrawalOutcome {
        tournament: out,
        removed,
        forfeited,
    }
}

/// A game played before the player withdrew keeps its result; only later ones are lost.
fn played_before_withdrawal(
    withdrawn: &[(PlayerId, RoundNo)],
    p: PlayerId,
    round: usize,
    g: Game,
) -> bool {
    let from = withdrawn
        .iter()
        .find(|w| w.0 == p)
        .map_or(usize::MAX, |w| w.1.index());
    round < from && !g.result.is_pending()
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_core::Player;

    fn p(n: u32) -> PlayerId {
        PlayerId::new(n).unwrap()
    }

    /// Berger rounds of four players: (1-4, 2-3), (4-3, 1-2), (2-4, 3-1).
    /// D (4) withdraws before round `from` (1-based): later games are lost by forfeit.
    fn rr4(cycles: usize, from: usize) -> Tournament {
        let mut t = Tournament::default();
        for n in ["A", "B", "C", "D"] {
            t.add_player(Player::named(n));
        }
        let sched = [[(1, 4), (2, 3)], [(4, 3), (1, 2)], [(2, 4), (3, 1)]];
        for c in 0..cycles {
            for (i, r) in sched.iter().enumerate() {
                let round = c * 3 + i + 1;
                let games = r
                    .iter()
                    .map(|&(a, b)| {
                        let (w, bl) = if c % 2 == 0 { (a, b) } else { (b, a) };
                        let result = match (round >= from, w, bl) {
                            (true, 4, _) => GameResult::BLACK_WINS_BY_FORFEIT,
                            (true, _, 4) => GameResult::WHITE_WINS_BY_FORFEIT,
                            _ => GameResult::DRAW,
                        };
                        Game::new(p(w), p(bl)).with_result(result)
                    })
                    .collect();
                t.push_round(Round::new(games, vec![]).unwrap()).unwrap();
            }
        }
        t
    }

    #[test]
    fn fewer_than_half_is_deleted() {
        let t = rr4(1, 2);
        // D withdraws after round 1: one game of three played.
        let out = apply_round_robin_withdrawals(
            &t,
            &[(p(4), RoundNo::new(2).unwrap())],
            3,
            CycleRule::PerCycle,
        );
        assert_eq!(out.removed, vec![p(4)]);
        for r in 0..3 {
            assert_eq!(
                out.tournament.entry(p(4), RoundNo::from_index(r)),
                Entry::Absent
            );
        }
        assert_eq!(out.tournament.score(p(1)), arbiter_core::Points::ONE);
    }

    #[test]
    fn half_or_more_stands_and_the_rest_is_lost() {
        let t = rr4(2, 3);
        // D withdraws after round 2 of 6: two of three games in the first cycle.
        let out = apply_round_robin_withdrawals(
            &t,
            &[(p(4), RoundNo::new(3).unwrap())],
            3,
            CycleRule::PerCycle,
        );
        assert!(out.removed.is_empty());
        assert_eq!(out.forfeited, vec![p(4)]);
        // Two draws stand, four games lost by default.
        assert_eq!(out.tournament.score(p(4)), arbiter_core::Points::ONE);
        assert_eq!(
            withdrawals(&out.tournament),
            vec![(p(4), RoundNo::new(3).unwrap())]
        );
        // As one event: 2 of 6 is fewer than half.
        let whole = apply_round_robin_withdrawals(
            &t,
            &[(p(4), RoundNo::new(3).unwrap())],
            3,
            CycleRule::WholeEvent,
        );
        assert_eq!(whole.removed, vec![p(4)]);
    }
}
