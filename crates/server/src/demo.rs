//! A demo event, so that a newcomer sees something at once: generated players with names
//! and ratings, a few rounds played, and the next round paired with some results to come.
//!
//! The rounds are paired by the event's engine (the FIDE Dutch system) through
//! [`arbiter_event::pair_next`], exactly as an arbiter's automatic pairing would be; the
//! players and results come from a fixed-seed generator, so the demo is the same on every
//! machine.

use crate::error::ServerError;
use arbiter_core::{GameResult, PlayerId, Tournament};
use arbiter_event::{Board, Event, PlayerData, Settings, State, initial_order, pair_next};
use arbiter_store::{AnyStore, EventStore, StoreError};

const SURNAMES: &[&str] = &[
    "Abbott",
    "Alvarez",
    "Bauer",
    "Becker",
    "Bianchi",
    "Brandt",
    "Castro",
    "Costa",
    "Dubois",
    "Eriksen",
    "Fischer",
    "Fontaine",
    "Garcia",
    "Hansen",
    "Horvat",
    "Ivanova",
    "Jansen",
    "Kaczmarek",
    "Kim",
    "Kovacs",
    "Lambert",
    "Larsen",
    "Lopez",
    "Moreau",
    "Müller",
    "Nagy",
    "Novak",
    "Okafor",
    "Olsen",
    "Petrov",
    "Quinn",
    "Rossi",
    "Santos",
    "Schmidt",
    "Silva",
    "Sokolov",
    "Tanaka",
    "Varga",
    "Weber",
    "Wójcik",
    "Yilmaz",
    "Zhang",
];

const GIVEN: &[&str] = &[
    "Ada",
    "Aleksander",
    "Amara",
    "Ben",
    "Carla",
    "Daniel",
    "Elena",
    "Emil",
    "Farah",
    "Felix",
    "Greta",
    "Hugo",
    "Ines",
    "Ivan",
    "Jonas",
    "Julia",
    "Karim",
    "Lea",
    "Luca",
    "Maja",
    "Marek",
    "Mina",
    "Nico",
    "Nora",
    "Oskar",
    "Paula",
    "Rafael",
    "Rosa",
    "Sami",
    "Sofia",
    "Tomas",
    "Vera",
    "Yusuf",
    "Zoe",
];

const FEDERATIONS: &[&str] = &[
    "FRA", "GER", "ESP", "ITA", "NED", "POL", "HUN", "NOR", "ENG", "USA",
];

/// A small deterministic generator (64-bit LCG): the same demo on every machine.
struct Lcg(u64);

impl Lcg {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        self.0 >> 33
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next()).unwrap_or(0) % n.max(1)
    }
}

fn players(n: usize, rng: &mut Lcg) -> Vec<PlayerData> {
    (0..n)
        .map(|i| {
            let surname = SURNAMES[rng.below(SURNAMES.len())];
            let given = GIVEN[rng.below(GIVEN.len())];
            // A generated name may repeat; a numeral keeps each one distinct.
            let name = if i < SURNAMES.len() * 2 {
                format!("{surname}, {given}")
            } else {
                format!("{surname}, {given} {}", i / SURNAMES.len())
            };
            let rating = u16::try_from(1200 + rng.below(1500)).unwrap_or(1500);
            let title = match rating {
                2550.. => Some("GM"),
                2450..2550 => Some("IM"),
                2350..2450 => Some("FM"),
                _ => None,
            };
            PlayerData {
                name,
                rating: Some(rating),
                title: title.map(str::to_string),
                federation: Some(FEDERATIONS[rng.below(FEDERATIONS.len())].to_string()),
                ..PlayerData::default()
            }
        })
        .collect()
}

fn result(t: &Tournament, b: &Board, rng: &mut Lcg) -> GameResult {
    let rating = |n: u32| {
        PlayerId::new(n)
            .and_then(|p| t.player(p))
            .and_then(|p| p.rating)
            .map_or(1500.0, |r| f64::from(r.0))
    };
    let expected = 1.0 / (1.0 + 10f64.powf((rating(b.black) - rating(b.white)) / 400.0));
    let roll = f64::from(u32::try_from(rng.below(10_000)).unwrap_or(0)) / 10_000.0;
    let draw = 0.3;
    if roll < expected - draw / 2.0 {
        GameResult::WHITE_WINS
    } else if roll < expected + draw / 2.0 {
        GameResult::DRAW
    } else {
        GameResult::BLACK_WINS
    }
}

fn refused(e: arbiter_event::EventError) -> ServerError {
    ServerError::Store(StoreError::Refused(e))
}

/// The events of a demo event: `players` players, `rounds` rounds planned, `played`
/// rounds with every result, then (if rounds remain) the next round paired with results on
/// its first half of boards.
///
/// # Errors
/// When the engine finds no legal round (too few players for the rounds asked).
pub fn demo_events(players_n: usize, rounds: u16, played: u16) -> Result<Vec<Event>, ServerError> {
    let mut rng = Lcg(0x00a1_b1c2_d3e4_f5a6);
    let mut state = State::new();
    let mut events = Vec::new();
    let push = |state: &mut State, e: Event, events: &mut Vec<Event>| -> Result<(), ServerError> {
        state.apply(&e).map_err(refused)?;
        events.push(e);
        Ok(())
    };
    let settings = Settings {
        name: "Demo Open".into(),
        system: "dutch".into(),
        rounds,
        city: Some("Demo City".into()),
        time_control: Some("90 min + 30 s".into()),
        chief_arbiter: Some("Demo arbiter".into()),
        tiebreaks: Some("BH-C1,BH,SB,DE".into()),
        ..Settings::default()
    };
    push(
        &mut state,
        Event::TournamentCreated { settings },
        &mut events,
    )?;
    for p in players(players_n, &mut rng) {
        push(
            &mut state,
            Event::PlayerRegistered { player: p },
            &mut events,
        )?;
    }
    let order = initial_order(&state.tournament)
        .iter()
        .map(|p| p.get())
        .collect();
    push(&mut state, Event::RegistrationClosed { order }, &mut events)?;
    let last = if played < rounds { played + 1 } else { played };
    for round in 1..=last {
        let (pairing, event) = pair_next(&state).map_err(|e| {
            ServerError::Invalid(format!("the demo's round {round} cannot be paired: {e}"))
        })?;
        let boards: Vec<Board> = pairing
            .games
            .iter()
            .map(|g| Board {
                white: g.white.get(),
                black: g.black.get(),
                handicap: g.handicap,
            })
            .collect();
        push(&mut state, event, &mut events)?;
        let with_results = if round <= played {
            boards.len()
        } else {
            boards.len() / 2
        };
        for (i, b) in boards.iter().enumerate().take(with_results) {
            let r = result(&state.tournament, b, &mut rng);
            push(
                &mut state,
                Event::ResultSet {
                    round,
                    board: u32::try_from(i + 1).unwrap_or(u32::MAX),
                    result: r.notation(),
                },
                &mut events,
            )?;
        }
    }
    Ok(events)
}

/// Creates the demo event `name` unless it exists. Returns true when it was created.
///
/// # Errors
/// When the store fails or the demo cannot be paired.
pub async fn create_demo(
    store: &AnyStore,
    name: &str,
    players: usize,
    rounds: u16,
    played: u16,
) -> Result<bool, ServerError> {
    if store.list().await?.iter().any(|s| s.name == name) {
        return Ok(false);
    }
    let events = demo_events(players, rounds, played)?;
    let Some((first, rest)) = events.split_first() else {
        return Ok(false);
    };
    match store.create(name, "demo", first).await {
        Err(StoreError::Exists(_)) => return Ok(false),
        other => {
            other?;
        }
    }
    store.append(name, 1, "demo", rest).await?;
    Ok(true)
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn demo_is_paired_by_the_dutch_engine_and_deterministic() {
        let a = demo_events(41, 7, 3).unwrap();
        assert_eq!(a, demo_events(41, 7, 3).unwrap());
        let s = State::fold(&a).unwrap();
        assert_eq!(s.tournament.rounds_paired(), 4);
        let dutch = arbiter_pairing::Dutch::new();
        let name = arbiter_pairing::PairingSystem::name(&dutch);
        assert!(s.engines.iter().all(|e| e.0 == name), "{:?}", s.engines);
        // Each round is the engine's pairing of the tournament as it stood before it.
        let mut before = State::new();
        let mut rounds = 0;
        for e in &a {
            if let Event::RoundPaired { boards, bye, .. } = e {
                let (_, again) = pair_next(&before).unwrap();
                let Event::RoundPaired {
                    boards: b2,
                    bye: bye2,
                    ..
                } = again
                else {
                    panic!("pair_next gave {again:?}");
                };
                assert_eq!((boards, bye), (&b2, &bye2));
                rounds += 1;
            }
            before.apply(e).unwrap();
        }
        assert_eq!(rounds, 4);
        // Round 1 of the Dutch system: the top half meets the bottom half, and the
        // lowest-ranked player of an odd field gets the bye.
        let Some(Event::RoundPaired { boards, bye, .. }) =
            a.iter().find(|e| matches!(e, Event::RoundPaired { .. }))
        else {
            panic!("no round");
        };
        assert_eq!(*bye, Some(41));
        let top = &boards[0];
        assert_eq!(
            (top.white.min(top.black), top.white.max(top.black)),
            (1, 21)
        );
        // The fourth round has results on its first half of boards only.
        let r4 = &s.tournament.rounds()[3];
        let pending = r4.games().iter().filter(|g| g.result.is_pending()).count();
        assert_eq!(pending, r4.games().len() - r4.games().len() / 2);
    }
}
