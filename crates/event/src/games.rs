//! Recorded games: the PGN of a chess game, attached to the pairing it was played on.
//! The record is kept by round and players rather than by board, so that it follows its
//! game when the boards of a round are put in another order.

use crate::event::Event;
use crate::state::{EventError, State, invalid, round_error};
use crate::words::Field;
use arbiter_core::RoundNo;
use arbiter_pairing::Message;

impl State {
    /// Applies [`Event::GameRecorded`]: a chess event's paired game, by its round and its
    /// players with their colours.
    pub(crate) fn apply_game(&mut self, event: &Event) -> Result<(), EventError> {
        let Event::GameRecorded {
            round,
            white,
            black,
            pgn,
        } = event
        else {
            return Ok(());
        };
        if self.settings.is_go() {
            return Err(invalid(Field::Game, Message::new("event-pgn-go")));
        }
        if pgn.trim().is_empty() {
            return Err(invalid(Field::Pgn, Message::new("event-pgn-empty")));
        }
        let r = RoundNo::new(*round)
            .ok_or_else(|| round_error(*round, Message::new("event-rounds-from-one")))?;
        let rnd = self
            .tournament
            .round(r)
            .ok_or_else(|| round_error(*round, Message::new("event-round-not-paired")))?;
        let on_board = rnd
            .games()
            .iter()
            .any(|g| g.white.get() == *white && g.black.get() == *black);
        if !on_board {
            return Err(round_error(
                *round,
                Message::new("event-pgn-no-game")
                    .text("white", white)
                    .text("black", black),
            ));
        }
        self.games.insert((*round, *white, *black), pgn.clone());
        Ok(())
    }

    /// Drops the records of round `round` whose game is no longer on a board (after its
    /// pairing was changed).
    pub(crate) fn keep_games_of_boards(&mut self, round: u16) {
        let pairs: Vec<(u32, u32)> = RoundNo::new(round)
            .and_then(|r| self.tournament.round(r))
            .map(|r| {
                r.games()
                    .iter()
                    .map(|g| (g.white.get(), g.black.get()))
                    .collect()
            })
            .unwrap_or_default();
        self.games
            .retain(|&(r, w, b), _| r != round || pairs.contains(&(w, b)));
    }

    /// The recorded game on board `board` (from 1) of round `round`, if there is one.
    #[must_use]
    pub fn game_record(&self, round: RoundNo, board: u32) -> Option<&str> {
        let g = self
            .tournament
            .round(round)?
            .games()
            .get(usize::try_from(board.checked_sub(1)?).ok()?)?;
        self.games
            .get(&(round.get(), g.white.get(), g.black.get()))
            .map(String::as_str)
    }

    /// Every recorded game whose pairing stands, as (round, board, PGN), in round and
    /// board order.
    #[must_use]
    pub fn game_records(&self) -> Vec<(RoundNo, u32, &str)> {
        let mut out = Vec::new();
        for (i, r) in self.tournament.rounds().iter().enumerate() {
            let round = RoundNo::from_index(i);
            for (b, g) in r.games().iter().enumerate() {
                if let Some(pgn) = self.games.get(&(round.get(), g.white.get(), g.black.get())) {
                    out.push((
                        round,
                        u32::try_from(b + 1).unwrap_or(u32::MAX),
                        pgn.as_str(),
                    ));
                }
            }
        }
        out
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use crate::event::{Board, Event, PlayerData, Settings};
    use crate::state::State;
    use arbiter_core::RoundNo;

    fn event(go: bool) -> State {
        let mut s = State::new();
        let settings = Settings {
            name: "Games".into(),
            system: if go { "mcmahon" } else { "dutch" }.into(),
            rounds: 3,
            game: go.then(|| "go".to_string()),
            ..Settings::default()
        };
        s.apply(&Event::TournamentCreated { settings }).unwrap();
        for n in ["A", "B", "C", "D"] {
            s.apply(&Event::PlayerRegistered {
                player: PlayerData {
                    name: n.into(),
                    go_rank: go.then(|| "1k".to_string()),
                    ..PlayerData::default()
                },
            })
            .unwrap();
        }
        s.apply(&Event::RegistrationClosed {
            order: vec![1, 2, 3, 4],
        })
        .unwrap();
        s.apply(&paired(&[(1, 3), (4, 2)])).unwrap();
        s
    }

    fn boards(pairs: &[(u32, u32)]) -> Vec<Board> {
        pairs
            .iter()
            .map(|&(white, black)| Board {
                white,
                black,
                handicap: 0,
            })
            .collect()
    }

    fn paired(pairs: &[(u32, u32)]) -> Event {
        Event::RoundPaired {
            round: 1,
            engine: "dutch".into(),
            version: "test".into(),
            boards: boards(pairs),
            bye: None,
            overridden: Vec::new(),
        }
    }

    fn recorded(round: u16, white: u32, black: u32, pgn: &str) -> Event {
        Event::GameRecorded {
            round,
            white,
            black,
            pgn: pgn.into(),
        }
    }

    #[test]
    fn a_game_attaches_to_its_pairing_and_a_later_record_replaces_it() {
        let mut s = event(false);
        let r1 = RoundNo::new(1).unwrap();
        s.apply(&recorded(1, 4, 2, "1. e4 e5 1-0")).unwrap();
        assert_eq!(s.game_record(r1, 2), Some("1. e4 e5 1-0"));
        assert_eq!(s.game_record(r1, 1), None);
        s.apply(&recorded(1, 4, 2, "1. d4 d5 1/2-1/2")).unwrap();
        assert_eq!(s.game_record(r1, 2), Some("1. d4 d5 1/2-1/2"));
        assert_eq!(s.game_records(), vec![(r1, 2, "1. d4 d5 1/2-1/2")]);
        assert_eq!(s.version, 9);
    }

    #[test]
    fn a_game_without_its_pairing_is_refused() {
        let mut s = event(false);
        let before = s.clone();
        // Colours reversed, a round not paired, players who did not meet, no text.
        for e in [
            recorded(1, 2, 4, "*"),
            recorded(2, 4, 2, "*"),
            recorded(1, 1, 2, "*"),
            recorded(0, 4, 2, "*"),
            recorded(1, 4, 2, "  "),
        ] {
            assert!(s.apply(&e).is_err(), "{e:?}");
            assert_eq!(s, before);
        }
        let mut go = event(true);
        assert!(go.apply(&recorded(1, 4, 2, "*")).is_err());
    }

    #[test]
    fn records_follow_their_games_when_a_pairing_changes_or_goes() {
        let mut s = event(false);
        let r1 = RoundNo::new(1).unwrap();
        s.apply(&recorded(1, 1, 3, "1. e4 *")).unwrap();
        s.apply(&recorded(1, 4, 2, "1. d4 *")).unwrap();
        // The same games on other boards: the records follow them.
        s.apply(&Event::PairingEdited {
            round: 1,
            boards: boards(&[(4, 2), (1, 3)]),
            bye: None,
            overridden: Vec::new(),
        })
        .unwrap();
        assert_eq!(s.game_record(r1, 1), Some("1. d4 *"));
        assert_eq!(s.game_record(r1, 2), Some("1. e4 *"));
        // A new pairing drops the records of the games it no longer has.
        s.apply(&Event::PairingEdited {
            round: 1,
            boards: boards(&[(4, 2), (3, 1)]),
            bye: None,
            overridden: Vec::new(),
        })
        .unwrap();
        assert_eq!(s.games.len(), 1);
        s.apply(&Event::RoundDeleted { round: 1 }).unwrap();
        assert!(s.games.is_empty());
        // An old log, without records, still folds: nothing here is required.
        let json = r#"{"type":"game_recorded","round":1,"white":1,"black":3,"pgn":"*"}"#;
        let e: Event = serde_json::from_str(json).unwrap();
        assert_eq!(e, recorded(1, 1, 3, "*"));
    }
}
