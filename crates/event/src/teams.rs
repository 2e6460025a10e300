//! Team events in the log: teams and their rosters, lineups per round, rounds paired as
//! matches of teams, forfeited matches. The board games follow from the lineups
//! ([`arbiter_core::teams::board_round`]), so results, corrections, exports and standings
//! of the boards work as in any event, and [`arbiter_core::teams::TeamView`] reads them
//! back as matches.

use crate::event::{Event, Settings, TeamData, TeamSettings};
use crate::state::{EventError, State, invalid, round_error};
use crate::words::{
    Field, model_error_message, points_message, quoted, round_error_message, team_error_message,
};
use arbiter_core::teams::{
    MatchScoring, PrimaryScore, TeamRules, TeamView, board_order_violation, board_round,
    default_lineup, parse_board_colours, team_rating,
};
use arbiter_core::{
    ByeKind, ByeRequest, Colour, GameResult, PlayerId, Points, Round, RoundNo, Team, TeamByes,
    TeamForfeit, Tournament,
};
use arbiter_pairing::Message;

/// True for the fixed team schedules (`scheveningen`, `hilton`), whose rounds are games of
/// the rosters' players rather than matches of teams.
#[must_use]
pub fn is_fixed_schedule(system: &str) -> bool {
    arbiter_pairing::registry::find(system).is_ok_and(|s| s.system.fixed_schedule())
}

/// The team rules that settings state.
///
/// # Errors
/// When a value does not parse (match points, colours, primary score).
pub fn team_rules(settings: &TeamSettings) -> Result<TeamRules, EventError> {
    let boards = usize::from(settings.boards);
    if boards == 0 {
        return Err(invalid(Field::Boards, Message::new("event-team-no-board")));
    }
    let mut rules = TeamRules::new(boards);
    if let Some(c) = settings
        .board_colours
        .as_deref()
        .filter(|c| !c.trim().is_empty())
    {
        let colours = parse_board_colours(c);
        if colours.len() != boards || colours.first() != Some(&Colour::White) {
            return Err(invalid(
                Field::BoardColours,
                Message::new("event-team-board-colours")
                    .text("found", quoted(c))
                    .text("boards", boards),
            ));
        }
        rules.board_colours = colours;
    }
    if let Some([w, d, l]) = &settings.match_points {
        let p = |s: &String| {
            s.parse::<Points>()
                .map_err(|e| invalid(Field::MatchPoints, points_message(&e)))
        };
        let m = MatchScoring {
            win: p(w)?,
            draw: p(d)?,
            loss: p(l)?,
        };
        rules.match_scoring = m;
        rules.bye_match_points = m.win;
    }
    if let Some(n) = settings.rating_boards {
        if n == 0 {
            return Err(invalid(
                Field::RatingBoards,
                Message::new("event-team-rating-boards"),
            ));
        }
        rules.rating_boards = usize::from(n);
    }
    rules.primary = match settings.primary.as_deref().map(str::trim) {
        None | Some("" | "match" | "mp") => PrimaryScore::Match,
        Some("game" | "gp") => PrimaryScore::Game,
        Some(other) => {
            return Err(invalid(
                Field::PrimaryScore,
                Message::new("event-team-primary").text("found", quoted(other)),
            ));
        }
    };
    Ok(rules)
}

/// A team event's own state: what the log says of its teams beyond the model's team
/// section (captains, federations) and lineups given for rounds not paired yet.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamState {
    /// Each team's registration data, in team number order.
    pub data: Vec<TeamData>,
    /// Lineups waiting for their round: (round, team index, players by board).
    pub pending: Vec<(RoundNo, usize, Vec<Option<PlayerId>>)>,
}

impl State {
    /// True for a team event.
    #[must_use]
    pub fn is_team_event(&self) -> bool {
        self.settings.team.is_some()
    }

    /// True for a team event paired as matches of teams (every system but the fixed
    /// schedules of Scheveningen and Hilton, which pair the players of the rosters
    /// directly).
    #[must_use]
    pub fn pairs_matches(&self) -> bool {
        self.is_team_event() && !is_fixed_schedule(&self.settings.system)
    }

    /// The team rules of a team event.
    ///
    /// # Errors
    /// For an individual event, or settings that do not parse.
    pub fn team_rules(&self) -> Result<TeamRules, EventError> {
        let settings = self
            .settings
            .team
            .as_ref()
            .ok_or_else(|| invalid(Field::Team, Message::new("event-not-team-event")))?;
        team_rules(settings)
    }

    /// The event's rounds read as team matches.
    ///
    /// # Errors
    /// For an individual event, or boards that do not form team matches.
    pub fn team_view(&self) -> Result<TeamView, EventError> {
        let rules = self.team_rules()?;
        if self.tournament.teams.teams.is_empty() {
            return Err(invalid(Field::Team, Message::new("event-no-team-yet")));
        }
        TeamView::with_rules(&self.tournament, rules)
            .map_err(|e| invalid(Field::Team, team_error_message(&e)))
    }

    /// The index of team `number` (1-based).
    fn team_index(&self, number: u16) -> Result<usize, EventError> {
        let k = usize::from(number)
            .checked_sub(1)
            .filter(|&k| k < self.tournament.teams.teams.len())
            .ok_or_else(|| {
                invalid(
                    Field::Team,
                    Message::new("event-teams-unknown").text("team", number),
                )
            })?;
        Ok(k)
    }

    /// The lineup team `team` plays round `round` with: the one given for it, else its
    /// first members who are neither withdrawn nor asked for a bye.
    #[must_use]
    pub fn lineup_for(&self, round: RoundNo, team: usize) -> Vec<Option<PlayerId>> {
        let boards = self
            .settings
            .team
            .as_ref()
            .map_or(0, |s| usize::from(s.boards));
        if let Some((_, _, l)) = self
            .teams
            .pending
            .iter()
            .find(|(r, k, _)| *r == round && *k == team)
        {
            return l.clone();
        }
        match self.tournament.teams.teams.get(team) {
            Some(t) => default_lineup(&self.tournament, t, boards, round),
            None => Vec::new(),
        }
    }

    /// Applies settings to the team section (the TRF's 352 and 362 records).
    pub(crate) fn sync_team_settings(&mut self, settings: &Settings) -> Result<(), EventError> {
        let Some(ts) = &settings.team else {
            if !self.tournament.teams.teams.is_empty() {
                return Err(invalid(Field::Team, Message::new("event-team-stays")));
            }
            return Ok(());
        };
        let rules = team_rules(ts)?;
        if let Some(old) = &self.settings.team
            && self.tournament.rounds_paired() > 0
            && old.boards != ts.boards
        {
            return Err(invalid(
                Field::Boards,
                Message::new("event-team-boards-fixed"),
            ));
        }
        let sec = &mut self.tournament.teams;
        sec.board_colours = Some(arbiter_core::teams::board_colours_record(
            &rules.board_colours,
        ));
        sec.match_scoring = Some(rules.match_scoring.to_record());
        Ok(())
    }

    fn check_team_data(
        &self,
        data: &TeamData,
        own: Option<usize>,
    ) -> Result<Vec<PlayerId>, EventError> {
        if data.name.trim().is_empty() {
            return Err(invalid(
                Field::TeamName,
                Message::new("event-team-needs-name"),
            ));
        }
        let sec = &self.tournament.teams;
        if let Some(k) = sec
            .teams
            .iter()
            .position(|t| t.name.eq_ignore_ascii_case(data.name.trim()))
            .filter(|&k| Some(k) != own)
        {
            return Err(invalid(
                Field::TeamName,
                Message::new("event-team-name-taken")
                    .text("team", k + 1)
                    .text("name", quoted(data.name.trim())),
            ));
        }
        let boards = self
            .settings
            .team
            .as_ref()
            .map_or(0, |s| usize::from(s.boards));
        if data.members.len() < boards.min(1) {
            return Err(invalid(
                Field::Members,
                Message::new("event-team-needs-player"),
            ));
        }
        let mut ids = Vec::with_capacity(data.members.len());
        for &n in &data.members {
            let id = PlayerId::new(n)
                .filter(|p| p.index() < self.tournament.player_count())
                .ok_or(EventError::UnknownPlayer(n))?;
            if ids.contains(&id) {
                return Err(invalid(
                    Field::Members,
                    Message::new("event-player-listed-twice").text("player", n),
                ));
            }
            if let Some((k, t)) = sec
                .teams
                .iter()
                .enumerate()
                .find(|(k, t)| Some(*k) != own && t.players.contains(&id))
            {
                return Err(invalid(
                    Field::Members,
                    Message::new("event-player-in-other-team")
                        .text("player", n)
                        .text("team", k + 1)
                        .text("name", &t.name),
                ));
            }
            ids.push(id);
        }
        if let Some(short) = &data.short
            && short.chars().count() > 5
        {
            return Err(invalid(
                Field::ShortName,
                Message::new("event-short-name-long").text("found", quoted(short)),
            ));
        }
        Ok(ids)
    }

    fn lineup_of(&self, team: usize, players: &[u32]) -> Result<Vec<Option<PlayerId>>, EventError> {
        let boards = self
            .settings
            .team
            .as_ref()
            .map_or(0, |s| usize::from(s.boards));
        if players.len() > boards {
            return Err(invalid(
                Field::Lineup,
                Message::new("event-lineup-size")
                    .count("players", players.len())
                    .count("boards", boards),
            ));
        }
        let roster = &self.tournament.teams.teams[team];
        let mut out: Vec<Option<PlayerId>> = Vec::with_capacity(boards);
        for &n in players {
            if n == 0 {
                out.push(None);
                continue;
            }
            let id = PlayerId::new(n)
                .filter(|p| roster.players.contains(p))
                .ok_or_else(|| {
                    invalid(
                        Field::Lineup,
                        Message::new("event-lineup-not-roster")
                            .text("player", n)
                            .text("team", &roster.name),
                    )
                })?;
            if out.contains(&Some(id)) {
                return Err(invalid(
                    Field::Lineup,
                    Message::new("event-lineup-two-boards").text("player", n),
                ));
            }
            out.push(Some(id));
        }
        out.resize(boards, None);
        let tolerance = self
            .settings
            .team
            .as_ref()
            .and_then(|s| s.board_order_tolerance);
        if let Some((upper, lower)) = board_order_violation(&self.tournament, &out, tolerance) {
            let rating = |p: PlayerId| {
                self.tournament
                    .player(p)
                    .and_then(|x| x.rating)
                    .map_or(0, |r| r.0)
            };
            return Err(invalid(
                Field::Lineup,
                Message::new("event-lineup-board-order")
                    .text("upper", upper.get())
                    .text("upper_rating", rating(upper))
                    .text("lower", lower.get())
                    .text("lower_rating", rating(lower))
                    .text("tolerance", tolerance.unwrap_or(0)),
            ));
        }
        Ok(out)
    }

    /// Reorders teams by team rating (then registration order) when registration closes:
    /// team pairing numbers, as start ranks are for players.
    pub(crate) fn rank_teams(&mut self) {
        let Ok(rules) = self.team_rules() else {
            return;
        };
        let t = &self.tournament;
        let mut order: Vec<usize> = (0..t.teams.teams.len()).collect();
        let key = |k: usize| {
            team_rating(t, &t.teams.teams[k].players, rules.rating_boards).map_or(0, |r| r.0)
        };
        order.sort_by_key(|&k| std::cmp::Reverse(key(k)));
        let teams: Vec<Team> = order.iter().map(|&k| t.teams.teams[k].clone()).collect();
        let data: Vec<TeamData> = order
            .iter()
            .filter_map(|&k| self.teams.data.get(k).cloned())
            .collect();
        self.tournament.teams.teams = teams;
        for (k, team) in self.tournament.teams.teams.iter_mut().enumerate() {
            team.number = u16::try_from(k + 1).ok();
        }
        self.teams.data = data;
        for (_, k, _) in &mut self.teams.pending {
            if let Some(new) = order.iter().position(|&o| o == *k) {
                *k = new;
            }
        }
    }

    /// Keeps the registration data's member numbers in step with the roster after
    /// players are renumbered.
    pub(crate) fn sync_team_members(&mut self) {
        for (k, team) in self.tournament.teams.teams.iter().enumerate() {
            if let Some(d) = self.teams.data.get_mut(k) {
                d.members = team.players.iter().map(|p| p.get()).collect();
            }
        }
    }

    /// Applies the team events.
    pub(crate) fn apply_team(&mut self, event: &Event) -> Result<(), EventError> {
        if !self.is_team_event() {
            return Err(invalid(
                Field::Team,
                Message::new("event-not-team-event-boards"),
            ));
        }
        match event {
            Event::TeamRegistered { team } => {
                if self.tournament.rounds_paired() > 0 {
                    return Err(EventError::Lifecycle(Message::new("event-teams-closed")));
                }
                let ids = self.check_team_data(team, None)?;
                let number = u16::try_from(self.tournament.teams.teams.len() + 1)
                    .map_err(|_| invalid(Field::Team, Message::new("event-too-many-teams")))?;
                self.tournament.teams.teams.push(Team {
                    number: Some(number),
                    name: team.name.trim().to_string(),
                    nickname: team.short.clone().unwrap_or_default(),
                    players: ids,
                    ..Team::default()
                });
                self.teams.data.push(team.clone());
            }
            Event::TeamEdited { team, data } => {
                let k = self.team_index(*team)?;
                let ids = self.check_team_data(data, Some(k))?;
                // Players who sat in a lineup stay on the roster.
                for o in self
                    .tournament
                    .teams
                    .board_orders
                    .iter()
                    .filter(|o| o.team == *team)
                {
                    if let Some(p) = o.players.iter().flatten().find(|p| !ids.contains(p)) {
                        return Err(invalid(
                            Field::Members,
                            Message::new("event-member-played")
                                .text("player", p.get())
                                .text("round", o.round),
                        ));
                    }
                }
                let entry = &mut self.tournament.teams.teams[k];
                entry.name = data.name.trim().to_string();
                entry.nickname = data.short.clone().unwrap_or_default();
                entry.players = ids;
                if let Some(d) = self.teams.data.get_mut(k) {
                    *d = data.clone();
                }
            }
            Event::LineupSet {
                round,
                team,
                players,
            } => {
                let k = self.team_index(*team)?;
                let r = RoundNo::new(*round)
                    .ok_or_else(|| round_error(*round, Message::new("event-rounds-from-one")))?;
                if *round > self.settings.rounds {
                    return Err(round_error(
                        *round,
                        Message::new("event-round-beyond").text("rounds", self.settings.rounds),
                    ));
                }
                let lineup = self.lineup_of(k, players)?;
                if r.index() >= self.tournament.rounds_paired() {
                    self.teams
                        .pending
                        .retain(|(pr, pk, _)| !(*pr == r && *pk == k));
                    self.teams.pending.push((r, k, lineup));
                } else {
                    self.replace_lineup(r, k, lineup)?;
                }
            }
            Event::TeamRoundPaired {
                round,
                engine,
                version,
                matches,
                bye,
                overridden,
            } => self.pair_teams(*round, engine, version, matches, *bye, overridden)?,
            Event::MatchForfeited {
                round,
                home,
                away,
                result,
            } => self.forfeit_match(*round, *home, *away, result)?,
            _ => {
                return Err(invalid(
                    Field::Team,
                    Message::new("event-not-team-event-short"),
                ));
            }
        }
        Ok(())
    }

    /// Rebuilds the boards of team `k`'s match in a paired round with a new lineup.
    fn replace_lineup(
        &mut self,
        r: RoundNo,
        k: usize,
        lineup: Vec<Option<PlayerId>>,
    ) -> Result<(), EventError> {
        let number = u16::try_from(k + 1).unwrap_or(u16::MAX);
        let view = self.team_view()?;
        let tr = &view.rounds[r.index()];
        let Some(arbiter_core::teams::TeamEntry::Match(i)) = tr.entries.get(k).copied().flatten()
        else {
            return Err(round_error(
                r.get(),
                Message::new("event-team-no-match").text("team", number),
            ));
        };
        let m = &tr.matches[i];
        if m.forfeit.is_some()
            || m.boards.iter().any(|b| {
                b.played
                    || self
                        .tournament
                        .round(r)
                        .and_then(|round| b.home.map(|p| round.entry(p)))
                        .is_some_and(|e| {
                            matches!(
                                e,
                                arbiter_core::Entry::Game {
                                    result: Some(_),
                                    ..
                                }
                            )
                        })
            })
        {
            return Err(round_error(
                r.get(),
                Message::new("event-team-match-has-results").text("team", number),
            ));
        }
        let orders = &mut self.tournament.teams.board_orders;
        match orders.iter_mut().find(|o| o.round == r && o.team == number) {
            Some(o) => o.players = lineup,
            None => {
                return Err(round_error(
                    r.get(),
                    Message::new("event-team-no-lineup").text("team", number),
                ));
            }
        }
        self.rebuild_round(r, &view)
    }

    /// Builds round `r`'s boards again from its recorded matches and lineups, keeping the
    /// results already entered.
    /// `view` is the round as it was before the lineup changed (its matches and bye); the
    /// new lineups are in the team section's board orders.
    fn rebuild_round(&mut self, r: RoundNo, view: &TeamView) -> Result<(), EventError> {
        let tr = &view.rounds[r.index()];
        let pairs: Vec<(usize, usize)> = tr.matches.iter().map(|m| (m.home, m.away)).collect();
        let bye = tr.entries.iter().position(|e| {
            *e == Some(arbiter_core::teams::TeamEntry::Bye(
                ByeKind::PairingAllocated,
            ))
        });
        let orders = self.tournament.teams.board_orders.clone();
        let old = self.tournament.round(r).cloned().unwrap_or_default();
        // The team with the bye has no 300 record: its players are those with the bye.
        let bye_players: Vec<Option<PlayerId>> = old
            .byes()
            .iter()
            .filter(|b| b.1 == ByeKind::PairingAllocated)
            .map(|b| Some(b.0))
            .collect();
        let lineup = |k: usize| -> Vec<Option<PlayerId>> {
            if Some(k) == bye {
                return bye_players.clone();
            }
            let number = u16::try_from(k + 1).unwrap_or(u16::MAX);
            orders
                .iter()
                .find(|o| o.round == r && o.team == number)
                .map(|o| o.players.clone())
                .unwrap_or_default()
        };
        let (mut round, _) = board_round(view, r, &pairs, bye, &lineup)
            .map_err(|e| round_error(r.get(), team_error_message(&e)))?;
        // Results and requested byes carried over.
        let mut byes: Vec<(PlayerId, ByeKind)> = round.byes().to_vec();
        for &(p, kind) in old.byes() {
            if kind != ByeKind::PairingAllocated
                && kind != ByeKind::Full
                && !byes.iter().any(|b| b.0 == p)
                && round.entry(p) == arbiter_core::Entry::Absent
            {
                byes.push((p, kind));
            }
        }
        let games: Vec<arbiter_core::Game> = round
            .games()
            .iter()
            .map(|g| {
                let kept = old
                    .games()
                    .iter()
                    .find(|o| o.white == g.white && o.black == g.black)
                    .map_or(GameResult::PENDING, |o| o.result);
                g.with_result(kept)
            })
            .collect();
        round = Round::new_team(games, byes)
            .map_err(|e| round_error(r.get(), round_error_message(&e)))?;
        if let Some(slot) = self.tournament.round_mut(r) {
            *slot = round;
        }
        Ok(())
    }

    fn pair_teams(
        &mut self,
        round: u16,
        engine: &str,
        version: &str,
        matches: &[[u16; 2]],
        bye: Option<u16>,
        overridden: &[String],
    ) -> Result<(), EventError> {
        if self.registration_open {
            return Err(EventError::Lifecycle(Message::new(
                "event-close-registration-first",
            )));
        }
        let r = RoundNo::new(round)
            .ok_or_else(|| round_error(round, Message::new("event-rounds-from-one")))?;
        if r != self.tournament.next_round() {
            return Err(round_error(
                round,
                Message::new("event-next-round").text("next", self.tournament.next_round()),
            ));
        }
        if round > self.settings.rounds {
            return Err(round_error(
                round,
                Message::new("event-round-beyond").text("rounds", self.settings.rounds),
            ));
        }
        if let Some(prev) = self.tournament.rounds().last()
            && prev.games().iter().any(|g| g.result.is_pending())
        {
            return Err(round_error(
                round,
                Message::new("event-previous-round-pending"),
            ));
        }
        let view = self.team_view()?;
        let n = view.teams.len();
        let mut seen = vec![false; n];
        let mut pairs = Vec::with_capacity(matches.len());
        // Each broken rule in the English an override records, and in the catalogue's words.
        let mut broken: Vec<(String, Message)> = Vec::new();
        let table = arbiter_core::teams::team_table(&self.tournament, &view)
            .map_err(|e| invalid(Field::Team, team_error_message(&e)))?;
        for &[h, a] in matches {
            let (kh, ka) = (self.team_index(h)?, self.team_index(a)?);
            for k in [kh, ka] {
                if std::mem::replace(&mut seen[k], true) {
                    return Err(round_error(
                        round,
                        Message::new("event-team-paired-twice").text("team", k + 1),
                    ));
                }
            }
            if kh == ka {
                return Err(round_error(
                    round,
                    Message::new("event-team-meets-itself").text("team", h),
                ));
            }
            if table.have_played(PlayerId::from_index(kh), PlayerId::from_index(ka)) {
                broken.push((
                    format!("teams {h} and {a} have already met (C.04.1 b)"),
                    Message::new("event-team-met").text("a", h).text("b", a),
                ));
            }
            pairs.push((kh, ka));
        }
        let bye_k = match bye {
            Some(b) => {
                let k = self.team_index(b)?;
                if std::mem::replace(&mut seen[k], true) {
                    return Err(round_error(
                        round,
                        Message::new("event-team-paired-and-bye").text("team", b),
                    ));
                }
                if table.had_pairing_bye(PlayerId::from_index(k))
                    || !table.unplayed_wins(PlayerId::from_index(k)).is_empty()
                {
                    broken.push((
                        format!("team {b} already had a bye or a win without playing (C.04.1 d)"),
                        Message::new("event-team-second-bye").text("team", b),
                    ));
                }
                Some(k)
            }
            None => None,
        };
        let manual = engine == "manual";
        let refused: Vec<&(String, Message)> = broken
            .iter()
            .filter(|(b, _)| !manual || !overridden.contains(b))
            .collect();
        if !refused.is_empty() {
            return Err(invalid(
                Field::Pairing,
                Message::new("event-team-pairing-broken").phrases(
                    "reasons",
                    refused.iter().map(|(_, m)| m.clone()).collect(),
                    "; ",
                ),
            ));
        }
        let lineups: Vec<Vec<Option<PlayerId>>> = (0..n).map(|k| self.lineup_for(r, k)).collect();
        let (built, orders) = board_round(&view, r, &pairs, bye_k, &|k| lineups[k].clone())
            .map_err(|e| round_error(round, team_error_message(&e)))?;
        // Players who asked for a bye (or are known to be absent) keep their request.
        let used: Vec<ByeRequest> = self
            .tournament
            .requests
            .iter()
            .filter(|q| q.round == r)
            .copied()
            .collect();
        let mut byes: Vec<(PlayerId, ByeKind)> = built.byes().to_vec();
        for q in &used {
            if let Some(kind) = q.kind
                && built.entry(q.player) == arbiter_core::Entry::Absent
            {
                byes.push((q.player, kind));
            }
        }
        let built = Round::new_team(built.games().to_vec(), byes)
            .map_err(|e| round_error(round, round_error_message(&e)))?;
        self.tournament
            .push_round(built)
            .map_err(|e| round_error(round, model_error_message(&e)))?;
        self.tournament.teams.board_orders.extend(orders);
        if let Some(b) = bye {
            let rules = &view.rules;
            let sec = &mut self.tournament.teams;
            if sec.byes.is_empty() {
                sec.byes.push(TeamByes {
                    match_points: Some(rules.bye_match_points),
                    game_points: None,
                    teams: Vec::new(),
                });
            }
            let rec = &mut sec.byes[0];
            rec.teams.resize(r.index(), None);
            rec.teams.push(Some(b));
        }
        self.teams.pending.retain(|(pr, _, _)| *pr != r);
        self.push_consumed(used);
        self.engines.push((engine.to_string(), version.to_string()));
        Ok(())
    }

    fn forfeit_match(
        &mut self,
        round: u16,
        home: u16,
        away: u16,
        result: &str,
    ) -> Result<(), EventError> {
        let r = RoundNo::new(round)
            .ok_or_else(|| round_error(round, Message::new("event-rounds-from-one")))?;
        let kind = match result.trim() {
            "+-" | "-+" | "--" => result.trim().to_string(),
            other => {
                return Err(invalid(
                    Field::Result,
                    Message::new("event-team-forfeit-result").text("found", quoted(other)),
                ));
            }
        };
        let view = self.team_view()?;
        let tr = view
            .rounds
            .get(r.index())
            .ok_or_else(|| round_error(round, Message::new("event-round-not-paired")))?;
        let (kh, ka) = (self.team_index(home)?, self.team_index(away)?);
        let m = tr
            .matches
            .iter()
            .find(|m| m.home == kh && m.away == ka)
            .ok_or_else(|| {
                round_error(
                    round,
                    Message::new("event-team-no-such-match")
                        .text("home", home)
                        .text("away", away),
                )
            })?
            .clone();
        let t: &mut Tournament = &mut self.tournament;
        let rnd = t
            .round_mut(r)
            .ok_or_else(|| round_error(round, Message::new("event-round-not-paired")))?;
        let boards: Vec<(u32, PlayerId, PlayerId)> = rnd
            .games()
            .iter()
            .enumerate()
            .map(|(i, g)| (u32::try_from(i + 1).unwrap_or(u32::MAX), g.white, g.black))
            .collect();
        for b in &m.boards {
            let Some(hp) = b.home else { continue };
            if let Some(&(board, white, _)) = boards.iter().find(|(_, w, bl)| *w == hp || *bl == hp)
            {
                let home_white = white == hp;
                let res = match (kind.as_str(), home_white) {
                    ("+-", true) | ("-+", false) => GameResult::WHITE_WINS_BY_FORFEIT,
                    ("+-", false) | ("-+", true) => GameResult::BLACK_WINS_BY_FORFEIT,
                    _ => GameResult::DOUBLE_FORFEIT,
                };
                rnd.set_result(board, res);
            }
        }
        t.teams
            .forfeits
            .retain(|f| !(f.round == r && f.white == home && f.black == away));
        t.teams.forfeits.push(TeamForfeit {
            kind,
            round: r,
            white: home,
            black: away,
        });
        Ok(())
    }
}

/// The event that records a pairing of teams (team-table ids, as the team engines return
/// them) for round `round`.
#[must_use]
pub fn team_round_event(engine: &str, pairing: &arbiter_pairing::Pairing) -> Event {
    let number = |p: PlayerId| u16::try_from(p.get()).unwrap_or(u16::MAX);
    Event::TeamRoundPaired {
        round: pairing.round.get(),
        engine: engine.to_string(),
        version: env!("CARGO_PKG_VERSION").to_string(),
        matches: pairing
            .games
            .iter()
            .map(|g| [number(g.white), number(g.black)])
            .collect(),
        bye: pairing.bye.map(number),
        overridden: Vec::new(),
    }
}
