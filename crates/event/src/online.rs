//! What players do themselves, on the web app: enter the event, open their own page by a
//! private link, check in, ask for a bye or withdraw, report their game's result. Each is
//! an event of the log; what the players have done is part of the fold, like everything
//! else. The clock is not: a deadline is compared with the moment the caller gives
//! (`YYYY-MM-DD HH:MM`, UTC), since the fold must give the same state whenever it runs.

use crate::event::{Ask, Availability, Event, PlayerData, Reports};
use crate::find::fold_name;
use crate::state::{EventError, State, invalid, round_error};
use crate::words::{Field, quoted};
use arbiter_core::{ByeKind, Entry, GameResult, PlayerId, RoundNo};
use arbiter_pairing::Message;
use std::collections::{BTreeMap, BTreeSet};

/// An entry made on the public form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OnlineEntry {
    /// Its number, from 1, in the order entries came.
    pub id: u32,
    /// The player as entered.
    pub player: PlayerData,
    /// What became of it.
    pub status: EntryStatus,
}

/// What became of an entry.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EntryStatus {
    /// Waiting for the arbiter.
    Pending,
    /// Accepted: the player is registered.
    Accepted,
    /// Refused.
    Refused,
}

/// A player's ask, as the desk lists them.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Asked {
    /// The player (their number now).
    pub player: u32,
    /// The round.
    pub round: u16,
    /// What they asked.
    pub ask: Ask,
}

/// Where the reports of a board stand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReportState {
    /// Nobody reported.
    None,
    /// One player reported; the other has not.
    One {
        /// Who reported.
        player: u32,
        /// The result they reported.
        result: GameResult,
    },
    /// Both players reported the same result.
    Agreed(GameResult),
    /// The players reported different results: the arbiter decides.
    Disagree {
        /// White's report.
        white: GameResult,
        /// Black's report.
        black: GameResult,
    },
}

/// What the players have done themselves, as the log says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Online {
    /// Every entry made on the public form, in order.
    pub entries: Vec<OnlineEntry>,
    /// Each player's link, as the digest of its token.
    pub links: BTreeMap<u32, String>,
    /// (round, player) of every check-in.
    pub checked_in: BTreeSet<(u16, u32)>,
    /// Every ask, in order (the desk lists them).
    pub asks: Vec<Asked>,
    /// Reports by (round, board): each reporting player's result.
    pub reports: BTreeMap<(u16, u32), BTreeMap<u32, GameResult>>,
}

impl Online {
    /// The players' numbers follow a change of numbering (`new` gives a player's new
    /// number, `None` for a player who left).
    pub(crate) fn follow(&mut self, new: impl Fn(u32) -> Option<u32>) {
        self.links = std::mem::take(&mut self.links)
            .into_iter()
            .filter_map(|(p, h)| new(p).map(|q| (q, h)))
            .collect();
        self.checked_in = std::mem::take(&mut self.checked_in)
            .into_iter()
            .filter_map(|(r, p)| new(p).map(|q| (r, q)))
            .collect();
        self.asks = std::mem::take(&mut self.asks)
            .into_iter()
            .filter_map(|a| new(a.player).map(|player| Asked { player, ..a }))
            .collect();
        for reports in self.reports.values_mut() {
            *reports = std::mem::take(reports)
                .into_iter()
                .filter_map(|(p, r)| new(p).map(|q| (q, r)))
                .collect();
        }
    }

    /// The entries still waiting for the arbiter.
    pub fn pending(&self) -> impl Iterator<Item = &OnlineEntry> {
        self.entries
            .iter()
            .filter(|e| e.status == EntryStatus::Pending)
    }
}

/// True when `d` reads as `YYYY-MM-DD HH:MM`, so that moments compare as text.
#[must_use]
pub fn is_moment(d: &str) -> bool {
    let b = d.as_bytes();
    b.len() == 16
        && b.iter().enumerate().all(|(i, c)| match i {
            4 | 7 => *c == b'-',
            10 => *c == b' ',
            13 => *c == b':',
            _ => c.is_ascii_digit(),
        })
}

/// Checks a moment of the settings.
pub(crate) fn check_moment(field: Field, d: &str) -> Result<(), EventError> {
    if d.trim().is_empty() || is_moment(d.trim()) {
        Ok(())
    } else {
        Err(invalid(
            field,
            Message::new("event-moment").text("found", quoted(d)),
        ))
    }
}

/// How the pairing treats the players who have not checked in for the round.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Unchecked {
    /// They are paired as if they had checked in.
    Play,
    /// They are absent from the round (no bye).
    Absent,
}

impl Unchecked {
    /// Reads `play` or `absent`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Unchecked> {
        match text.trim().to_ascii_lowercase().as_str() {
            "play" => Some(Unchecked::Play),
            "absent" => Some(Unchecked::Absent),
            _ => None,
        }
    }
}

/// A digest as links are stored: 64 hexadecimal digits in lower case.
fn is_digest(h: &str) -> bool {
    h.len() == 64
        && h.bytes()
            .all(|c| c.is_ascii_digit() || (b'a'..=b'f').contains(&c))
}

impl State {
    /// The rules of the players' own pages (all off when the event sets none).
    #[must_use]
    pub fn online_settings(&self) -> crate::event::OnlineSettings {
        self.settings.online.clone().unwrap_or_default()
    }

    /// The player whose link's token has the digest `hash`.
    #[must_use]
    pub fn player_by_link(&self, hash: &str) -> Option<u32> {
        self.online
            .links
            .iter()
            .find(|(_, h)| h.as_str() == hash)
            .map(|(p, _)| *p)
    }

    /// Why public entry does not take an entry at `now` (`YYYY-MM-DD HH:MM`, UTC): it is
    /// closed, its closing time has passed, or the places are taken; `None` when it
    /// does.
    #[must_use]
    pub fn entry_refusal(&self, now: &str) -> Option<Message> {
        let o = self.online_settings();
        if !o.entry_open || self.deleted {
            return Some(Message::new("event-entry-closed"));
        }
        if usize::from(self.settings.rounds) <= self.tournament.rounds_paired() {
            return Some(Message::new("event-entry-closed"));
        }
        if let Some(c) = o.entry_closes.as_deref().map(str::trim)
            && !c.is_empty()
            && now >= c
        {
            return Some(Message::new("event-entry-past").text("closes", c));
        }
        self.places_refusal()
    }

    /// Why the event takes no more players: its places are taken by players and entries
    /// waiting.
    fn places_refusal(&self) -> Option<Message> {
        let limit = self.online_settings().entry_limit?;
        let taken = self.tournament.player_count() + self.online.pending().count();
        (taken >= limit as usize).then(|| Message::new("event-entry-full").text("limit", limit))
    }

    /// Who `data` looks like among the players and the entries waiting: the same FIDE id
    /// or Go number, or the same name (ignoring case and accents).
    fn entry_duplicate(&self, data: &PlayerData, skip: Option<u32>) -> Option<String> {
        let name = fold_name(&data.name);
        let fide = data.fide_id.filter(|&i| i > 0);
        let same = |other: &PlayerData| {
            (fide.is_some() && other.fide_id == fide)
                || arbiter_core::GoBody::ALL
                    .into_iter()
                    .any(|b| data.go_id(b).is_some() && data.go_id(b) == other.go_id(b))
                || fold_name(&other.name) == name
        };
        for (_, p) in self.tournament.players() {
            let other = PlayerData {
                name: p.name.clone(),
                fide_id: p.fide_id,
                egf_pin: p.go_ids.get(arbiter_core::GoBody::Egf),
                ffg_licence: p.go_ids.get(arbiter_core::GoBody::Ffg),
                aga_id: p.go_ids.get(arbiter_core::GoBody::Aga),
                ..PlayerData::default()
            };
            if same(&other) {
                return Some(p.name.clone());
            }
        }
        self.online
            .pending()
            .filter(|e| Some(e.id) != skip)
            .find(|e| same(&e.player))
            .map(|e| e.player.name.clone())
    }

    fn pending_entry(&self, entry: u32) -> Result<usize, EventError> {
        let k = entry
            .checked_sub(1)
            .map(|k| k as usize)
            .filter(|&k| k < self.online.entries.len())
            .ok_or_else(|| {
                invalid(
                    Field::Entry,
                    Message::new("event-entry-unknown").text("entry", entry),
                )
            })?;
        if self.online.entries[k].status != EntryStatus::Pending {
            return Err(invalid(
                Field::Entry,
                Message::new("event-entry-decided").text("entry", entry),
            ));
        }
        Ok(k)
    }

    /// The half-point byes player `id` has had or asked for, other than in `round`.
    fn half_byes_taken(&self, id: PlayerId, round: RoundNo) -> usize {
        let t = &self.tournament;
        let had = (0..t.rounds_paired())
            .map(RoundNo::from_index)
            .filter(|&r| matches!(t.entry(id, r), Entry::Bye(ByeKind::Half)))
            .count();
        let asked = t
            .requests
            .iter()
            .filter(|q| q.player == id && q.round != round && q.kind == Some(ByeKind::Half))
            .count();
        had + asked
    }

    /// Applies the events of the players' own pages.
    pub(crate) fn apply_online(&mut self, event: &Event) -> Result<(), EventError> {
        match event {
            Event::EntrySubmitted { player } => {
                if !self.online_settings().entry_open {
                    return Err(invalid(Field::Entry, Message::new("event-entry-closed")));
                }
                if let Some(m) = self.places_refusal() {
                    return Err(invalid(Field::Entry, m));
                }
                self.player_for_event(player)?;
                if let Some(other) = self.entry_duplicate(player, None) {
                    return Err(invalid(
                        Field::Entry,
                        Message::new("event-entry-duplicate")
                            .text("name", &player.name)
                            .text("other", other),
                    ));
                }
                let id = u32::try_from(self.online.entries.len() + 1).unwrap_or(u32::MAX);
                self.online.entries.push(OnlineEntry {
                    id,
                    player: player.clone(),
                    status: EntryStatus::Pending,
                });
            }
            Event::EntryAccepted { entry } => {
                let k = self.pending_entry(*entry)?;
                let data = self.online.entries[k].player.clone();
                if let Some(other) = self.entry_duplicate(&data, Some(*entry)) {
                    return Err(invalid(
                        Field::Entry,
                        Message::new("event-entry-duplicate")
                            .text("name", &data.name)
                            .text("other", other),
                    ));
                }
                let p = self.player_for_event(&data)?;
                self.tournament.add_player(p);
                self.online.entries[k].status = EntryStatus::Accepted;
            }
            Event::EntryRefused { entry } => {
                let k = self.pending_entry(*entry)?;
                self.online.entries[k].status = EntryStatus::Refused;
            }
            Event::PlayerLinkIssued { player, hash } => {
                self.player_id(*player)?;
                if !is_digest(hash) || self.player_by_link(hash).is_some_and(|p| p != *player) {
                    return Err(invalid(Field::PlayerLink, Message::new("event-link-hash")));
                }
                self.online.links.insert(*player, hash.clone());
            }
            Event::PlayerLinkRevoked { player } => {
                self.player_id(*player)?;
                if self.online.links.remove(player).is_none() {
                    return Err(invalid(
                        Field::PlayerLink,
                        Message::new("event-link-none").text("player", player),
                    ));
                }
            }
            Event::PlayerAsked { player, round, ask } => self.apply_ask(*player, *round, *ask)?,
            Event::ResultReported {
                player,
                round,
                board,
                result,
            } => self.apply_report(*player, *round, *board, result)?,
            _ => {}
        }
        Ok(())
    }

    fn apply_ask(&mut self, player: u32, round: u16, ask: Ask) -> Result<(), EventError> {
        let id = self.player_id(player)?;
        let r = self.future_round(round)?;
        if self.tournament.is_withdrawn(id, r) {
            return Err(invalid(
                Field::Player,
                Message::new("event-ask-withdrawn").text("player", player),
            ));
        }
        let next = self.tournament.next_round();
        let online = self.online_settings();
        let go = self.settings.is_go();
        match ask {
            Ask::CheckIn => {
                if r != next {
                    return Err(round_error(
                        round,
                        Message::new("event-check-in-next").text("next", next),
                    ));
                }
                if online.check_in_deadline(round).is_none() {
                    return Err(round_error(round, Message::new("event-check-in-none")));
                }
                self.request_availability(id, round, Availability::Available)?;
                self.online.checked_in.insert((round, player));
            }
            Ask::HalfBye | Ask::ZeroBye | Ask::Absent => {
                if go && ask != Ask::Absent {
                    return Err(invalid(
                        Field::Availability,
                        Message::new("event-go-no-bye"),
                    ));
                }
                if !go && ask == Ask::Absent {
                    return Err(invalid(
                        Field::Availability,
                        Message::new("event-ask-absent-go"),
                    ));
                }
                if let Some(last) = online.last_bye_round
                    && round > last
                {
                    return Err(round_error(
                        round,
                        Message::new("event-bye-too-late").text("last", last),
                    ));
                }
                let status = match ask {
                    Ask::HalfBye => {
                        let limit = usize::from(online.half_byes.unwrap_or(0));
                        if limit == 0 {
                            return Err(invalid(
                                Field::Availability,
                                Message::new("event-half-byes-none"),
                            ));
                        }
                        if self.half_byes_taken(id, r) >= limit {
                            return Err(invalid(
                                Field::Availability,
                                Message::new("event-half-byes-used")
                                    .text("player", player)
                                    .count("limit", limit),
                            ));
                        }
                        Availability::HalfBye
                    }
                    Ask::ZeroBye => Availability::ZeroBye,
                    _ => Availability::Absent,
                };
                self.request_availability(id, round, status)?;
                self.online.checked_in.remove(&(round, player));
            }
            Ask::Withdraw => {
                if let Some(p) = self.tournament.player_mut(id) {
                    p.withdrawn_from = Some(r);
                }
                self.online
                    .checked_in
                    .retain(|&(q, p)| p != player || q < round);
            }
        }
        self.online.asks.push(Asked { player, round, ask });
        Ok(())
    }

    fn apply_report(
        &mut self,
        player: u32,
        round: u16,
        board: u32,
        result: &str,
    ) -> Result<(), EventError> {
        if self.online_settings().reports() == Reports::Off {
            return Err(invalid(Field::Report, Message::new("event-reports-off")));
        }
        let id = self.player_id(player)?;
        let parsed: GameResult = result
            .parse()
            .map_err(|e: arbiter_core::ParseResultError| {
                invalid(Field::Result, crate::words::result_message(&e))
            })?;
        if !parsed.is_played() || !parsed.is_regular() {
            return Err(invalid(
                Field::Report,
                Message::new("event-report-result").text("found", quoted(result)),
            ));
        }
        let r = RoundNo::new(round)
            .ok_or_else(|| round_error(round, Message::new("event-rounds-from-one")))?;
        let rnd = self
            .tournament
            .round(r)
            .ok_or_else(|| round_error(round, Message::new("event-round-not-paired")))?;
        let game = board
            .checked_sub(1)
            .and_then(|b| rnd.games().get(b as usize))
            .ok_or(EventError::UnknownBoard { round, board })?;
        if game.white != id && game.black != id {
            return Err(invalid(
                Field::Report,
                Message::new("event-report-not-on-board")
                    .text("player", player)
                    .text("board", board)
                    .text("round", round),
            ));
        }
        if !game.result.is_pending() {
            return Err(invalid(
                Field::Result,
                Message::new("event-result-exists")
                    .text("board", board)
                    .text("round", round)
                    .text("result", game.result.notation()),
            ));
        }
        // A game played with a half-point komi cannot end in jigo.
        if let Some(h) = game.handicap
            && h.komi.tenths() % 10 != 0
            && parsed.side(arbiter_core::Colour::White).map(|s| s.outcome)
                == Some(arbiter_core::Outcome::Draw)
        {
            return Err(invalid(
                Field::Result,
                Message::new("event-go-jigo-half-komi")
                    .text("board", board)
                    .text("round", round)
                    .text("komi", h.komi),
            ));
        }
        self.online
            .reports
            .entry((round, board))
            .or_default()
            .insert(player, parsed);
        Ok(())
    }

    /// Where the reports of board `board` of round `round` stand.
    #[must_use]
    pub fn report_state(&self, round: u16, board: u32) -> ReportState {
        let Some(reports) = self.online.reports.get(&(round, board)) else {
            return ReportState::None;
        };
        let game = RoundNo::new(round)
            .and_then(|r| self.tournament.round(r))
            .and_then(|rnd| rnd.games().get(board.checked_sub(1)? as usize).copied());
        let Some(game) = game else {
            return ReportState::None;
        };
        let white = reports.get(&game.white.get()).copied();
        let black = reports.get(&game.black.get()).copied();
        match (white, black) {
            (Some(w), Some(b)) if w == b => ReportState::Agreed(w),
            (Some(w), Some(b)) => ReportState::Disagree { white: w, black: b },
            (Some(w), None) => ReportState::One {
                player: game.white.get(),
                result: w,
            },
            (None, Some(b)) => ReportState::One {
                player: game.black.get(),
                result: b,
            },
            (None, None) => ReportState::None,
        }
    }

    /// The result the reports of a board settle, if they settle one: both players agree,
    /// or one reported where the event takes one report.
    #[must_use]
    pub fn reported_result(&self, round: u16, board: u32) -> Option<GameResult> {
        match self.report_state(round, board) {
            ReportState::Agreed(r) => Some(r),
            ReportState::One { result, .. } if self.online_settings().one_report => Some(result),
            _ => None,
        }
    }

    /// The events of player `player`'s report of `result` on board `board` of round
    /// `round`: the report, and the result itself when the reports then settle it and
    /// the event enters agreeing reports by itself. A disagreement is never entered.
    ///
    /// # Errors
    /// Why the report is refused.
    pub fn report_events(
        &self,
        player: u32,
        round: u16,
        board: u32,
        result: &str,
    ) -> Result<Vec<Event>, EventError> {
        let report = Event::ResultReported {
            player,
            round,
            board,
            result: result.trim().to_string(),
        };
        let mut after = self.clone();
        after.apply(&report)?;
        let mut events = vec![report];
        if self.online_settings().reports() == Reports::Auto
            && let Some(r) = after.reported_result(round, board)
        {
            events.push(Event::ResultSet {
                round,
                board,
                result: r.notation(),
            });
        }
        Ok(events)
    }

    /// The players of round `round` who have not checked in: every player not withdrawn
    /// from it, with no bye or absence asked for it and no check-in.
    #[must_use]
    pub fn not_checked_in(&self, round: u16) -> Vec<u32> {
        let Some(r) = RoundNo::new(round) else {
            return Vec::new();
        };
        let t = &self.tournament;
        t.player_ids()
            .filter(|&id| !t.is_withdrawn(id, r) && t.request(id, r).is_none())
            .map(PlayerId::get)
            .filter(|&p| !self.online.checked_in.contains(&(round, p)))
            .collect()
    }

    /// True while round `round`'s check-in is open at `now`: it has a deadline, not
    /// passed.
    #[must_use]
    pub fn check_in_open(&self, round: u16, now: &str) -> bool {
        self.online_settings()
            .check_in_deadline(round)
            .is_some_and(|d| now < d)
    }

    /// What pairing the next round at `now` first records of its check-in: nothing when
    /// the round has none or everyone has answered; else the players who have not
    /// checked in, absent (after the deadline, or when `unchecked` says so) or paired
    /// anyway (`Unchecked::Play`). While check-in is open and `unchecked` says nothing,
    /// the pairing is refused.
    ///
    /// # Errors
    /// The round's check-in is still open and the arbiter has not said what to do with
    /// the players who have not checked in.
    pub fn check_in_events(
        &self,
        now: &str,
        unchecked: Option<Unchecked>,
    ) -> Result<Vec<Event>, EventError> {
        let round = self.tournament.next_round().get();
        let Some(deadline) = self
            .online_settings()
            .check_in_deadline(round)
            .map(str::to_string)
        else {
            return Ok(Vec::new());
        };
        let missing = self.not_checked_in(round);
        if missing.is_empty() {
            return Ok(Vec::new());
        }
        let treat = match unchecked {
            Some(u) => u,
            None if now < deadline.as_str() => {
                return Err(round_error(
                    round,
                    Message::new("event-check-in-open")
                        .text("deadline", &deadline)
                        .count("count", missing.len()),
                ));
            }
            None => Unchecked::Absent,
        };
        Ok(match treat {
            Unchecked::Play => Vec::new(),
            Unchecked::Absent => missing
                .into_iter()
                .map(|player| Event::AvailabilitySet {
                    player,
                    round,
                    status: Availability::Absent,
                })
                .collect(),
        })
    }
}
