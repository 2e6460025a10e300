//! The event's one ranking, by its game: a chess event ranks by points and its C.07
//! tie-break list, a Go event by its placement criteria as OpenGotha counts them. Every
//! view (the command line, the desk, the public pages, the published site, the printed
//! documents, the exports) asks the state for it here, so that none ranks for itself.

use crate::state::{EventError, State, invalid};
use crate::words::{Field, team_error_message};
use arbiter_core::teams::{PrimaryScore, TeamView};
use arbiter_pairing::Message;
use arbiter_standings::{
    Crosstable, Options, Ranking, ScheduleTotal, StandingsError, TeamStandings, TeamTieBreak,
    TieBreak, default_list, default_team_list, schedule_totals, standings, team_standings,
    team_standings_list,
};

impl State {
    /// The ranking after every round paired so far.
    ///
    /// # Errors
    /// See [`State::ranking_after`].
    pub fn ranking(&self) -> Result<Ranking, StandingsError> {
        self.ranking_after(self.tournament.rounds_paired())
    }

    /// The ranking as it stood after round `rounds` (at most the rounds paired), by the
    /// event's own rules: its tie-break list (else FIDE's default for its system) under the
    /// 2026 text, or its Go placement criteria.
    ///
    /// # Errors
    /// Never for the event's own list: a team event's list names team scores, and its
    /// players then rank by the default list (the teams rank by the team list).
    pub fn ranking_after(&self, rounds: usize) -> Result<Ranking, StandingsError> {
        let (list, opts) = self.standings_setup();
        match self.ranking_by(rounds, &list, opts) {
            Err(StandingsError::TeamScores(_)) => {
                self.ranking_by(rounds, &default_list(opts.mode), opts)
            }
            other => other,
        }
    }

    /// The tie-breaks the event ranks by, as TRF26 record 202 writes them: the codes after
    /// the points, comma-separated (its own list, else the default list it ranks by, so
    /// that a rating officer reads the list actually applied).
    #[must_use]
    pub fn tiebreak_record(&self) -> String {
        let (list, _) = self.standings_setup();
        list.iter()
            .skip_while(|tb| tb.base == arbiter_standings::Base::Pts)
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join(",")
    }

    /// The ranking after round `rounds` by the rules given (a command line's `--tiebreaks`,
    /// `--rules`, `--mode`); a Go event ranks by its placement criteria whatever they say.
    ///
    /// # Errors
    /// When the list asks for team scores (MP, GP) of an individual ranking.
    pub fn ranking_by(
        &self,
        rounds: usize,
        list: &[TieBreak],
        opts: Options,
    ) -> Result<Ranking, StandingsError> {
        let rounds = rounds.min(self.tournament.rounds_paired());
        if let Some(g) = crate::go::go_view(self) {
            return Ok(Ranking::go(&g, u16::try_from(rounds).unwrap_or(u16::MAX)));
        }
        let opts = Options {
            rounds: Some(rounds),
            ..opts
        };
        let s = standings(&self.tournament, list, &opts)?;
        Ok(Ranking::chess(s, rounds))
    }

    /// The crosstable in the order and with the places of the ranking (a Go event's wall
    /// list).
    ///
    /// # Errors
    /// See [`State::ranking_after`].
    pub fn crosstable_after(&self, rounds: usize) -> Result<Crosstable, StandingsError> {
        Ok(Crosstable::of(
            &self.tournament,
            &self.ranking_after(rounds)?,
        ))
    }
}

/// A team event's ranking of its teams: the one every team view reads (the command line,
/// the desk, the public pages, the published site, the printed standings, the export's
/// team records).
#[derive(Clone, Debug)]
// Built once per view and moved out whole: a box would only add an allocation.
#[allow(clippy::large_enum_variant)]
pub enum TeamRanking {
    /// Teams meet in matches: match and game points (the event's primary first), then the
    /// event's team tie-breaks (C.07 art. 12–13, else the default for its primary score).
    Matches {
        /// The rounds read as matches.
        view: TeamView,
        /// The places, scores and tie-break values.
        standings: TeamStandings,
    },
    /// A fixed schedule (Scheveningen, Hilton): the players' points summed per team.
    Schedule(Vec<ScheduleTotal>),
}

impl State {
    /// The team tie-break list of a team event: its own (the primary score first), else
    /// the default for its primary score.
    #[must_use]
    pub fn team_list(&self, primary: PrimaryScore) -> Vec<TeamTieBreak> {
        self.settings
            .tiebreaks
            .as_deref()
            .filter(|x| !x.trim().is_empty())
            .and_then(|x| team_standings_list(x, primary).ok())
            .unwrap_or_else(|| default_team_list(primary))
    }

    /// The team ranking after every round paired so far.
    ///
    /// # Errors
    /// See [`State::team_ranking_by`].
    pub fn team_ranking(&self) -> Result<TeamRanking, EventError> {
        self.team_ranking_by(self.tournament.rounds_paired(), None)
    }

    /// The team ranking as it stood after round `rounds`, by the event's own list or by
    /// `list` (a command line's `--tiebreaks`).
    ///
    /// # Errors
    /// For an individual event, or rounds that do not read as team matches.
    pub fn team_ranking_by(
        &self,
        rounds: usize,
        list: Option<&[TeamTieBreak]>,
    ) -> Result<TeamRanking, EventError> {
        let rounds = rounds.min(self.tournament.rounds_paired());
        let cut;
        let t = if rounds < self.tournament.rounds_paired() {
            let mut c = self.tournament.clone();
            while c.rounds_paired() > rounds {
                c.pop_round();
            }
            cut = c;
            &cut
        } else {
            &self.tournament
        };
        if !self.pairs_matches() {
            if !self.is_team_event() {
                return Err(invalid(Field::Team, Message::new("event-not-team-event")));
            }
            return Ok(TeamRanking::Schedule(schedule_totals(t)));
        }
        let rules = self.team_rules()?;
        if t.teams.teams.is_empty() {
            return Err(invalid(Field::Team, Message::new("event-no-team-yet")));
        }
        let view = TeamView::with_rules(t, rules)
            .map_err(|e| invalid(Field::Team, team_error_message(&e)))?;
        let own;
        let list = match list {
            Some(l) => l,
            None => {
                own = self.team_list(view.rules.primary);
                &own
            }
        };
        let opts = Options {
            rounds: Some(rounds),
            ..Options::default()
        };
        let standings = team_standings(t, &view, list, &opts)
            .map_err(|_| invalid(Field::Team, Message::new("event-teams-none")))?;
        Ok(TeamRanking::Matches { view, standings })
    }
}
