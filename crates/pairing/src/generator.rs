//! Random tournaments in the sense of FIDE C.04.A (endorsement of pairing programs): a
//! field of rated players, results drawn from the rating difference, forfeits, requested
//! byes and withdrawals at given rates, every round paired by an engine. Reproducible from
//! a seed with a small self-contained generator, so results never depend on the version
//! of a random-number crate.

use crate::{PairingError, PairingSystem};
use arbiter_core::{
    ByeKind, ByeRequest, Colour, GameResult, Player, PlayerId, Rating, RoundNo, ScoringSystem,
    SplitMix64, Tournament, TournamentInfo,
};

/// Settings of [`generate`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GeneratorConfig {
    /// Number of players.
    pub players: usize,
    /// Number of rounds to play.
    pub rounds: u16,
    /// The seed: the same seed and settings give the same tournament.
    pub seed: u64,
    /// Rating of the strongest player.
    pub highest_rating: u16,
    /// Rating of the weakest player.
    pub lowest_rating: u16,
    /// Percentage of games between equal players that are drawn (fewer as the rating
    /// difference grows).
    pub draw_percent: u32,
    /// Games forfeited, per thousand.
    pub forfeit_per_mille: u32,
    /// Players asking for a half-point bye in a round, per thousand.
    pub half_bye_per_mille: u32,
    /// Players withdrawing before a round, per thousand.
    pub retire_per_mille: u32,
    /// The point system.
    pub scoring: ScoringSystem,
    /// The colour of the first player in round 1.
    pub initial_colour: Colour,
}

impl Default for GeneratorConfig {
    fn default() -> Self {
        GeneratorConfig {
            players: 40,
            rounds: 9,
            seed: 1,
            highest_rating: 2600,
            lowest_rating: 1400,
            draw_percent: 30,
            forfeit_per_mille: 10,
            half_bye_per_mille: 10,
            retire_per_mille: 2,
            scoring: ScoringSystem::classic(),
            initial_colour: Colour::White,
        }
    }
}

/// Plays a random tournament, pairing each round with `system`.
///
/// # Errors
/// When the engine finds no valid pairing for some round (a small field with many
/// rounds); another seed usually succeeds.
pub fn generate(
    config: &GeneratorConfig,
    system: &dyn PairingSystem,
) -> Result<Tournament, PairingError> {
    match generate_partial(config, system) {
        (t, None) => Ok(t),
        (_, Some(e)) => Err(e),
    }
}

/// As [`generate`], but when the engine fails, the tournament as it stood before the
/// round it could not pair (with that round's bye requests and withdrawals) comes back
/// with the error, so that the claim can be checked.
#[must_use]
pub fn generate_partial(
    config: &GeneratorConfig,
    system: &dyn PairingSystem,
) -> (Tournament, Option<PairingError>) {
    let mut rng = SplitMix64::new(config.seed);
    let mut t = Tournament::new(
        TournamentInfo {
            name: format!("Random tournament {}", config.seed),
            system_code: system.system_code().map(str::to_string),
            ..TournamentInfo::default()
        },
        config.scoring,
    );
    t.planned_rounds = Some(config.rounds);
    t.initial_colour = Some(config.initial_colour);
    let (lo, hi) = (
        config.lowest_rating.min(config.highest_rating),
        config.highest_rating.max(config.lowest_rating),
    );
    let mut ratings: Vec<u16> = (0..config.players)
        .map(|_| lo + rng.below(u64::from(hi - lo) + 1) as u16)
        .collect();
    // C.04.2: the initial order is by rating, strongest first.
    ratings.sort_unstable_by(|a, b| b.cmp(a));
    for (i, r) in ratings.iter().enumerate() {
        t.add_player(Player {
            rating: Some(Rating(*r)),
            ..Player::named(format!("Player {:04}", i + 1))
        });
    }
    for r in 0..config.rounds {
        let round = RoundNo::from_index(usize::from(r));
        // Withdrawals and byes come between pairings, never inside a two-game match.
        let opens = r % system.games_per_match().max(1) == 0;
        for id in t.player_ids().collect::<Vec<PlayerId>>() {
            if !opens {
                break;
            }
            if t.is_withdrawn(id, round) {
                continue;
            }
            if r > 0 && rng.chance(config.retire_per_mille) {
                if let Some(p) = t.player_mut(id) {
                    p.withdrawn_from = Some(round);
                }
            } else if rng.chance(config.half_bye_per_mille) {
                t.requests.push(ByeRequest {
                    player: id,
                    round,
                    kind: Some(ByeKind::Half),
                });
            }
        }
        let pairing = match system.pair(&t) {
            Ok(p) => p,
            Err(e) => return (t, Some(e)),
        };
        let mut played = match pairing.to_round() {
            Ok(r) => r,
            Err(e) => return (t, Some(e.into())),
        };
        for (board, g) in pairing.games.iter().enumerate() {
            let result = play(&mut rng, &t, g.white, g.black, config);
            played.set_result(board as u32 + 1, result);
        }
        if t.push_round(played).is_err() {
            let e = PairingError::NoValidPairing(crate::NoPairingReason::TooFewPlayers {
                available: 0,
            });
            return (t, Some(e));
        }
    }
    (t, None)
}

/// A rough pairing that gives generated events a history quickly, without an engine:
/// the players in order of score (then start rank) each meet one of the next `window`
/// players not yet paired whom they have not met, drawn at random (the first such one
/// when `window` is 1; one already met when no other is left). White goes to the player
/// whose colour preference asks for it, else to the first of every fourth pair, except
/// in `random_colours` games in a hundred, where it is drawn (a history of drawn colours
/// leaves many absolute preferences, in two camps). The player left over takes the bye.
/// With `matches`, rounds go by two as the Double-Swiss System plays them (C.04.5): the
/// second round of each match repeats the first with the colours reversed, and the
/// generator's byes and withdrawals come only between matches.
///
/// Not a pairing system: its rounds only serve as histories for the benchmarks and the
/// tests that need large events quickly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoughPairing {
    /// How many of the next players a partner is drawn from.
    pub window: usize,
    /// Games in a hundred whose colours are drawn.
    pub random_colours: u32,
    /// The seed of the draws (with the round's number).
    pub seed: u64,
    /// Two-game matches, as in a Double-Swiss event.
    pub matches: bool,
}

impl PairingSystem for RoughPairing {
    fn name(&self) -> &'static str {
        "rough pairing (generated histories)"
    }

    fn games_per_match(&self) -> u16 {
        if self.matches { 2 } else { 1 }
    }

    fn pair(&self, t: &Tournament) -> Result<crate::Pairing, PairingError> {
        use crate::state::{participants, player_states};
        let round = t.next_round();
        if self.matches && round.index() % 2 == 1 {
            // C.04.5 4.4: the second game of the match, which that engine repeats.
            return crate::DoubleSwiss::new().pair(t);
        }
        let mut rng = SplitMix64::new(
            self.seed ^ (u64::from(round.get())).wrapping_mul(0x9E37_79B9_7F4A_7C15),
        );
        let st = player_states(t, round);
        let mut order: Vec<PlayerId> = participants(t, round);
        order.sort_by(|a, b| st[b.index()].score.cmp(&st[a.index()].score).then(a.cmp(b)));
        let mut taken = vec![false; order.len()];
        let mut games = Vec::new();
        let mut bye = None;
        let window = self.window.max(1);
        for i in 0..order.len() {
            if taken[i] {
                continue;
            }
            taken[i] = true;
            let a = &st[order[i].index()];
            let fresh: Vec<usize> = (i + 1..order.len())
                .filter(|&j| !taken[j] && !a.has_met(order[j]))
                .take(window)
                .collect();
            let j = if fresh.len() > 1 {
                Some(fresh[rng.below(fresh.len() as u64) as usize])
            } else {
                fresh.first().copied()
            }
            .or_else(|| (i + 1..order.len()).find(|&j| !taken[j]));
            let Some(j) = j else {
                bye = Some(order[i]);
                continue;
            };
            taken[j] = true;
            let b = &st[order[j].index()];
            let a_white =
                if self.random_colours > 0 && rng.below(100) < u64::from(self.random_colours) {
                    rng.below(2) == 0
                } else {
                    match (a.preference, b.preference) {
                        (Some(Colour::White), _) | (_, Some(Colour::Black)) => true,
                        (Some(Colour::Black), _) | (_, Some(Colour::White)) => false,
                        _ => i % 4 == 0,
                    }
                };
            let (white, black) = if a_white { (a.id, b.id) } else { (b.id, a.id) };
            games.push(crate::PairedGame {
                white,
                black,
                handicap: 0,
            });
        }
        let requested_byes = t
            .player_ids()
            .filter_map(|p| {
                t.request(p, round)
                    .map(|r| (p, r.kind.unwrap_or(ByeKind::Zero)))
            })
            .collect();
        Ok(crate::Pairing {
            round,
            games,
            bye,
            requested_byes,
            withdrawn: Vec::new(),
            brackets: Vec::new(),
        })
    }

    fn check(
        &self,
        tournament: &Tournament,
        _games: &[crate::PairedGame],
        _bye: Option<PlayerId>,
    ) -> Result<crate::CheckReport, PairingError> {
        Ok(crate::CheckReport {
            expected: self.pair(tournament)?,
            differences: Vec::new(),
        })
    }
}

/// The Elo expectancy `1 / (1 + 10^(-d/400))` in thousandths for rating differences
/// `d` = 0, 25, 50, ..., 800; held as integers so that generated tournaments are the same
/// on every machine (no floating-point library calls).
const EXPECTANCY: [i64; 33] = [
    500, 536, 571, 606, 640, 673, 703, 733, 760, 785, 808, 830, 849, 867, 882, 896, 909, 920, 930,
    939, 947, 954, 960, 965, 969, 973, 977, 980, 983, 985, 987, 989, 990,
];

/// White's expected score in millionths for a rating difference (white minus black),
/// interpolated linearly between the table's steps.
fn expectancy(diff: i64) -> i64 {
    let d = diff.abs().min(800);
    let (i, r) = ((d / 25) as usize, d % 25);
    let lo = EXPECTANCY[i];
    let hi = EXPECTANCY[(i + 1).min(32)];
    let e = lo * 1000 + (hi - lo) * 1000 * r / 25;
    if diff >= 0 { e } else { 1_000_000 - e }
}

/// A result drawn from the rating difference (Elo expectation, with white's small
/// advantage), with draws more likely between close ratings.
fn play(
    rng: &mut SplitMix64,
    t: &Tournament,
    white: PlayerId,
    black: PlayerId,
    config: &GeneratorConfig,
) -> GameResult {
    if rng.chance(config.forfeit_per_mille) {
        return if rng.below(2) == 0 {
            GameResult::WHITE_WINS_BY_FORFEIT
        } else {
            GameResult::BLACK_WINS_BY_FORFEIT
        };
    }
    let rating = |p: PlayerId| t.player(p).and_then(|p| p.rating).map_or(1500, |r| r.0);
    // All in millionths.
    let expected = expectancy(i64::from(rating(white)) - i64::from(rating(black)) + 35);
    let balance = 1_000_000 - (2 * expected - 1_000_000).abs();
    let draw = i64::from(config.draw_percent.min(100)) * balance / 100;
    let win = (expected - draw / 2).clamp(0, 1_000_000);
    let x = rng.below(1_000_000) as i64;
    if x < win {
        GameResult::WHITE_WINS
    } else if x < win + draw {
        GameResult::DRAW
    } else {
        GameResult::BLACK_WINS
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expectancy_is_symmetric_monotone_and_bounded() {
        assert_eq!(expectancy(0), 500_000);
        let mut last = 0;
        for d in -900..=900 {
            let e = expectancy(d);
            assert!(e >= last, "not monotone at {d}");
            assert_eq!(e + expectancy(-d), 1_000_000, "not symmetric at {d}");
            last = e;
        }
        // The table's own points (FIDE's conversion, rounded): 100 points ~ 0.64.
        assert_eq!(expectancy(100), 640_000);
        assert_eq!(expectancy(-400), 91_000);
    }

    #[test]
    fn generated_tournaments_repeat_from_their_seed() {
        let config = GeneratorConfig {
            players: 21,
            rounds: 5,
            seed: 11,
            ..GeneratorConfig::default()
        };
        let a = generate(&config, &crate::Dutch::new()).map(|t| t.rounds().to_vec());
        let b = generate(&config, &crate::Dutch::new()).map(|t| t.rounds().to_vec());
        assert!(a.is_ok());
        assert_eq!(a, b);
    }
}
