//! The event's one ranking, by its game: a chess event ranks by points and its C.07
//! tie-break list, a Go event by its placement criteria as OpenGotha counts them. Every
//! view (the command line, the desk, the public pages, the published site, the printed
//! documents, the exports) asks the state for it here, so that none ranks for itself.

use crate::state::State;
use arbiter_standings::{
    Crosstable, Options, Ranking, StandingsError, TieBreak, default_list, standings,
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
