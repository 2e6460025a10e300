//! Settings shared by the tests that pair generated events.

use arbiter_core::{Points, ScoringSystem};
use arbiter_pairing::GeneratorConfig;

/// A small irregular event for `seed`: 6 to 50 players, forfeits, half-point byes and
/// withdrawals, every fourth seed scored 3/1/0.
pub fn irregular_event(seed: u64, rounds: u16) -> GeneratorConfig {
    GeneratorConfig {
        players: 6 + (seed as usize * 7) % 45,
        rounds,
        seed,
        forfeit_per_mille: 40,
        half_bye_per_mille: 40,
        retire_per_mille: 15,
        scoring: if seed % 4 == 0 {
            ScoringSystem::uniform(Points::whole(3), Points::whole(1), Points::ZERO)
        } else {
            ScoringSystem::classic()
        },
        ..GeneratorConfig::default()
    }
}
