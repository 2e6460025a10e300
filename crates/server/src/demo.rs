//! A demo event, so that a newcomer sees something at once: generated players with names
//! and ratings, a few rounds played, and the next round paired with some results to come.
//!
//! The rounds are paired by a simple deterministic pairing written for the demo only (by
//! score, then start rank, avoiding rematches and colour trouble); it is not a FIDE system,
//! and every round it pairs says so: its engine is `demo`.

use crate::error::ServerError;
use arbiter_core::{Colour, GameResult, PlayerId, Tournament};
use arbiter_event::{Board, Event, PlayerData, Settings, State, check_pairing, initial_order};
use arbiter_store::{AnyStore, EventStore, StoreError};

/// The engine name recorded on the demo's rounds.
pub const DEMO_ENGINE: &str = "demo";

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

/// True when `id` may take colour `c` without three in a row or a difference over two.
fn colour_ok(t: &Tournament, id: PlayerId, c: Colour) -> bool {
    let mut h = t.colour_history(id);
    h.push(c);
    let three = h.len() >= 3 && h[h.len() - 3..].iter().all(|&x| x == c);
    let whites = h.iter().filter(|&&x| x == Colour::White).count();
    let diff = whites.abs_diff(h.len() - whites);
    !three && diff <= 2
}

/// The colour `id` would rather have next.
fn wants_white(t: &Tournament, id: PlayerId) -> bool {
    let h = t.colour_history(id);
    let whites = h.iter().filter(|&&x| x == Colour::White).count();
    let blacks = h.len() - whites;
    whites < blacks || (whites == blacks && h.last() == Some(&Colour::Black))
}

fn board_for(t: &Tournament, a: PlayerId, b: PlayerId) -> Option<Board> {
    if t.have_played(a, b) {
        return None;
    }
    let first = if wants_white(t, a) || !wants_white(t, b) {
        (a, b)
    } else {
        (b, a)
    };
    [first, (first.1, first.0)]
        .into_iter()
        .find(|&(w, bl)| colour_ok(t, w, Colour::White) && colour_ok(t, bl, Colour::Black))
        .map(|(w, bl)| Board {
            white: w.get(),
            black: bl.get(),
        })
}

/// Pairs `pool` (in pairing order) by depth-first search, taking the first legal opponent;
/// the search is bounded so that a hopeless field fails quickly instead of spinning.
fn search(
    t: &Tournament,
    pool: &[PlayerId],
    used: &mut [bool],
    out: &mut Vec<Board>,
    budget: &mut u32,
) -> bool {
    let Some(i) = used.iter().position(|u| !u) else {
        return true;
    };
    used[i] = true;
    for j in i + 1..pool.len() {
        if used[j] {
            continue;
        }
        if *budget == 0 {
            break;
        }
        *budget -= 1;
        if let Some(b) = board_for(t, pool[i], pool[j]) {
            used[j] = true;
            out.push(b);
            if search(t, pool, used, out, budget) {
                return true;
            }
            out.pop();
            used[j] = false;
        }
    }
    used[i] = false;
    false
}

/// The demo's pairing of the next round: the bye to the lowest player in the order who
/// has not had one, then the rest by score and start rank.
fn pair(s: &State) -> Option<(Vec<Board>, Option<u32>)> {
    let t = &s.tournament;
    let round = t.next_round();
    let mut pool: Vec<PlayerId> = t
        .player_ids()
        .filter(|&p| !t.is_withdrawn(p, round) && t.request(p, round).is_none())
        .collect();
    pool.sort_by_key(|&p| (std::cmp::Reverse(t.score(p)), p));
    let mut bye = None;
    if pool.len() % 2 == 1 {
        let k = pool.iter().rposition(|&p| t.unplayed_wins(p).is_empty())?;
        bye = Some(pool.remove(k));
    }
    let mut used = vec![false; pool.len()];
    let mut boards = Vec::with_capacity(pool.len() / 2);
    let mut budget = 2_000_000;
    if !search(t, &pool, &mut used, &mut boards, &mut budget) {
        return None;
    }
    // Stronger pairs on the top boards, as usual.
    boards.sort_by_key(|b| {
        let score = |n: u32| PlayerId::new(n).map_or(arbiter_core::Points::ZERO, |p| t.score(p));
        (
            std::cmp::Reverse(score(b.white).max(score(b.black))),
            b.white.min(b.black),
        )
    });
    let bye = bye.map(PlayerId::get);
    check_pairing(t, round, &boards, bye, &s.settings.system)
        .is_empty()
        .then_some((boards, bye))
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
/// When the demo pairing finds no legal round (too few players for the rounds asked).
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
        let (boards, bye) = pair(&state).ok_or_else(|| {
            ServerError::Invalid(format!("the demo pairing found no legal round {round}"))
        })?;
        push(
            &mut state,
            Event::RoundPaired {
                round,
                engine: DEMO_ENGINE.into(),
                version: "demo pairing, not a FIDE system".into(),
                boards: boards.clone(),
                bye,
                overridden: Vec::new(),
            },
            &mut events,
        )?;
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
    fn demo_is_legal_and_deterministic() {
        let a = demo_events(41, 7, 3).unwrap();
        assert_eq!(a, demo_events(41, 7, 3).unwrap());
        let s = State::fold(&a).unwrap();
        assert_eq!(s.tournament.rounds_paired(), 4);
        assert!(s.engines.iter().all(|e| e.0 == DEMO_ENGINE));
        let s = State::fold(&demo_events(500, 9, 5).unwrap()).unwrap();
        assert_eq!(s.tournament.player_count(), 500);
    }
}
