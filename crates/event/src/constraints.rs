//! What the pairing must respect beyond the rules, as the arbiter sets it: players who may
//! not meet (TRF26 record 260, JaVaFo `XXP`) and a player's fictitious points for pairing
//! (record 250, `XXA`; accelerated pairings, C.04.5). The command line and the desk make
//! the same events here; the fold checks them (players, rounds, points).

use crate::event::{Event, ProhibitionData};
use crate::state::State;

/// Players who may not meet, in a range of rounds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Prohibit {
    /// The players by start rank, two or more: none of them meets another of them.
    pub players: Vec<u32>,
    /// The first round it applies to (`None`: the next round).
    pub first_round: Option<u16>,
    /// The last round it applies to (`None`: the event's last round).
    pub last_round: Option<u16>,
}

impl State {
    /// The prohibited pairings, as the log writes them.
    #[must_use]
    pub fn prohibition_data(&self) -> Vec<ProhibitionData> {
        self.tournament
            .prohibitions
            .iter()
            .map(|p| ProhibitionData {
                players: p.players.iter().map(|x| x.get()).collect(),
                first_round: p.first_round.get(),
                last_round: p.last_round.get(),
            })
            .collect()
    }

    /// The event that sets the prohibited pairings: `add` beside those before, or every
    /// prohibition lifted when `add` is `None` (the event carries the whole list).
    #[must_use]
    pub fn prohibition_event(&self, add: Option<&Prohibit>) -> Event {
        let prohibitions = match add {
            None => Vec::new(),
            Some(p) => {
                let mut list = self.prohibition_data();
                list.push(ProhibitionData {
                    players: p.players.clone(),
                    first_round: p
                        .first_round
                        .unwrap_or_else(|| self.tournament.next_round().get()),
                    last_round: p.last_round.unwrap_or(self.settings.rounds),
                });
                list
            }
        };
        Event::ProhibitionsSet { prohibitions }
    }

    /// The event that lifts one prohibition, the `number`th as [`State::prohibition_data`]
    /// lists them (from 1), and keeps the others; `None` when there is no such prohibition.
    #[must_use]
    pub fn prohibition_lifted(&self, number: usize) -> Option<Event> {
        let mut prohibitions = self.prohibition_data();
        if number == 0 || number > prohibitions.len() {
            return None;
        }
        prohibitions.remove(number - 1);
        Some(Event::ProhibitionsSet { prohibitions })
    }
}

/// The event that gives player `player` the fictitious points `points`, one per round
/// from round 1 separated by commas (`1,1,0.5`, C.04.5); empty takes them away. The
/// points are read when the event applies, so an empty item (`1,,0.5`) is refused there
/// rather than dropped, which would move the later points a round earlier; a comma at
/// the end is only a separator left over.
#[must_use]
pub fn acceleration_event(player: u32, points: &str) -> Event {
    let points = if points.trim().is_empty() {
        Vec::new()
    } else {
        let points = points.trim();
        let points = points.strip_suffix(',').unwrap_or(points);
        points.split(',').map(|x| x.trim().to_string()).collect()
    };
    Event::AccelerationSet { player, points }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::event::{PlayerData, Settings};

    fn state(players: u32) -> State {
        let mut s = State::new();
        let settings = Settings {
            name: "t".into(),
            system: "dutch".into(),
            rounds: 5,
            ..Settings::default()
        };
        s.apply(&Event::TournamentCreated { settings }).unwrap();
        for i in 1..=players {
            let player = PlayerData {
                name: format!("P{i}"),
                ..PlayerData::default()
            };
            s.apply(&Event::PlayerRegistered { player }).unwrap();
        }
        s
    }

    #[test]
    fn an_empty_item_among_the_points_is_refused_not_dropped() {
        let mut s = state(4);
        assert!(s.apply(&acceleration_event(2, "1,,0.5")).is_err());
        s.apply(&acceleration_event(2, " 1, 0.5 ")).unwrap();
        s.apply(&acceleration_event(2, " ")).unwrap();
        assert!(s.apply(&acceleration_event(2, ",1")).is_err());
        assert!(s.apply(&acceleration_event(2, "1,0.5,,")).is_err());
    }

    #[test]
    fn a_prohibition_is_added_to_those_before_and_lifting_clears_them() {
        let mut s = state(6);
        let add = |players: Vec<u32>, first: Option<u16>| Prohibit {
            players,
            first_round: first,
            last_round: None,
        };
        s.apply(&s.prohibition_event(Some(&add(vec![1, 5], None))))
            .unwrap();
        s.apply(&s.prohibition_event(Some(&add(vec![2, 3, 6], Some(2)))))
            .unwrap();
        let list = s.prohibition_data();
        assert_eq!(list.len(), 2);
        assert_eq!((list[0].first_round, list[0].last_round), (1, 5));
        assert_eq!(list[1].players, vec![2, 3, 6]);
        assert_eq!(list[1].first_round, 2);
        s.apply(&s.prohibition_event(None)).unwrap();
        assert!(s.prohibition_data().is_empty());
        // One player alone is refused by the fold.
        assert!(
            s.apply(&s.prohibition_event(Some(&add(vec![4], None))))
                .is_err()
        );
    }

    #[test]
    fn lifting_one_prohibition_keeps_the_others_in_their_order() {
        let mut s = state(6);
        for players in [vec![1, 2], vec![3, 4], vec![5, 6]] {
            let p = Prohibit {
                players,
                ..Prohibit::default()
            };
            s.apply(&s.prohibition_event(Some(&p))).unwrap();
        }
        assert!(s.prohibition_lifted(0).is_none());
        assert!(s.prohibition_lifted(4).is_none());
        s.apply(&s.prohibition_lifted(2).unwrap()).unwrap();
        let left: Vec<Vec<u32>> = s
            .prohibition_data()
            .into_iter()
            .map(|p| p.players)
            .collect();
        assert_eq!(left, vec![vec![1, 2], vec![5, 6]]);
        s.apply(&s.prohibition_lifted(2).unwrap()).unwrap();
        s.apply(&s.prohibition_lifted(1).unwrap()).unwrap();
        assert!(s.prohibition_data().is_empty());
        assert!(s.prohibition_lifted(1).is_none());
    }

    #[test]
    fn acceleration_points_are_read_as_typed() {
        let mut s = state(4);
        s.apply(&acceleration_event(3, " 1, 1 ,0.5,")).unwrap();
        let p = s.tournament.players().nth(2).unwrap().1;
        assert_eq!(p.accelerations.len(), 3);
        s.apply(&acceleration_event(3, "")).unwrap();
        let p = s.tournament.players().nth(2).unwrap().1;
        assert!(p.accelerations.is_empty());
        assert!(s.apply(&acceleration_event(3, "1,x")).is_err());
    }
}
