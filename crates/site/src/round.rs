//! A paired round as every public page shows it, live on the server or published as a
//! site: the boards with each player's score before the round (a Go event's main score)
//! and the handicap, the byes with their kind, and a team event's matches board by board.

use crate::model::{TeamRef, Who, bye_word, colour_word, decimal, team_ref, who};
use arbiter_core::teams::{MatchForfeit, TeamEntry, TeamView};
use arbiter_core::{Colour, PlayerId, Points, RoundNo};
use arbiter_event::State;
use arbiter_i18n::{Lang, Tr};

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLine {
    /// The board number, from 1.
    pub board: u32,
    /// White.
    pub white: Who,
    /// White's score before the round (a Go event's main score).
    pub white_points: String,
    /// Black.
    pub black: Who,
    /// Black's score before the round.
    pub black_points: String,
    /// The result, empty while pending.
    pub result: String,
    /// Go: handicap stones; `None` in chess.
    pub handicap: Option<u8>,
}

/// A player not on a board in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByeLine {
    /// The player.
    pub who: Who,
    /// The kind of bye, in words.
    pub kind: String,
    /// The points it gives, as written.
    pub points: String,
}

/// One board of a team match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchBoard {
    /// The board number within the match, from 1.
    pub board: usize,
    /// The home team's player, or none for an empty board.
    pub home: Option<Who>,
    /// The away team's player, or none for an empty board.
    pub away: Option<Who>,
    /// The home player's colour, as a word.
    pub home_colour: String,
    /// The result, empty while pending.
    pub result: String,
}

/// A match of two teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MatchBlock {
    /// The home team.
    pub home: TeamRef,
    /// The away team.
    pub away: TeamRef,
    /// Game points, `2½ – 1½`, empty while pending.
    pub score: String,
    /// A forfeited match, in words; else empty.
    pub forfeit: String,
    /// The boards in order.
    pub boards: Vec<MatchBoard>,
}

/// A paired round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundPage {
    /// The round.
    pub round: u16,
    /// The boards in order.
    pub boards: Vec<BoardLine>,
    /// The players not paired, with the kind of bye.
    pub byes: Vec<ByeLine>,
    /// A team event's matches (empty for individuals).
    pub matches: Vec<MatchBlock>,
    /// Teams with a bye.
    pub team_byes: Vec<TeamRef>,
    /// Boards still without a result.
    pub pending: usize,
    /// True when a game has handicap stones (a Go event).
    pub handicaps: bool,
}

/// Points as a result is written: `1`, `½`, `2½`, `0` (other fractions as decimals).
pub(crate) fn score_text(lang: Lang, p: Points) -> String {
    let t = p.tenths();
    match (t / 10, t % 10) {
        (0, 5) => "½".to_string(),
        (w, 5) => format!("{w}½"),
        (w, 0) => w.to_string(),
        _ => decimal(lang, p),
    }
}

/// Round `no` of the event, if paired; `view` reads a team event's rounds as matches.
#[must_use]
pub fn round(s: &State, view: Option<&TeamView>, no: RoundNo, tr: Tr) -> Option<RoundPage> {
    let t = &s.tournament;
    let r = t.round(no)?;
    let go = arbiter_event::go_main_scores(s, no.index());
    let before = |id: PlayerId| {
        go.as_ref()
            .and_then(|g| g.get(id.index()))
            .map(|x| arbiter_i18n::decimal(tr.lang(), x))
            .unwrap_or_else(|| decimal(tr.lang(), t.score_after(id, no.index())))
    };
    let boards: Vec<BoardLine> = r
        .games()
        .iter()
        .enumerate()
        .map(|(i, g)| BoardLine {
            board: u32::try_from(i + 1).unwrap_or(u32::MAX),
            white: who(t, g.white),
            white_points: before(g.white),
            black: who(t, g.black),
            black_points: before(g.black),
            result: if g.result.is_pending() {
                String::new()
            } else {
                g.result.to_string()
            },
            handicap: g.handicap.map(|h| h.stones),
        })
        .collect();
    let byes = r
        .byes()
        .iter()
        .map(|&(p, k)| ByeLine {
            who: who(t, p),
            kind: bye_word(tr, k),
            points: decimal(tr.lang(), t.scoring.bye_points(k)),
        })
        .collect();
    let (matches, team_byes) = view
        .and_then(|v| v.rounds.get(no.index()).map(|tr_| (v, tr_)))
        .map(|(v, round)| {
            let win = v.scoring.win_white;
            let matches = round
                .matches
                .iter()
                .map(|m| {
                    let (gh, ga) = m.game_points(win);
                    MatchBlock {
                        home: team_ref(&v.teams, m.home),
                        away: team_ref(&v.teams, m.away),
                        score: if m.is_pending() {
                            String::new()
                        } else {
                            format!(
                                "{} – {}",
                                score_text(tr.lang(), gh),
                                score_text(tr.lang(), ga)
                            )
                        },
                        // The forfeit with its score code (`+-`, `-+`, `--`), as a
                        // team match's forfeit is written on a match sheet.
                        forfeit: match m.forfeit {
                            None => String::new(),
                            Some(f) => format!(
                                "{} {}",
                                tr.t("site-match-forfeited"),
                                match f {
                                    MatchForfeit::HomeWins => "+-",
                                    MatchForfeit::AwayWins => "-+",
                                    MatchForfeit::Double => "--",
                                }
                            ),
                        },
                        boards: m
                            .boards
                            .iter()
                            .map(|b| MatchBoard {
                                board: b.board,
                                home: b.home.map(|p| who(t, p)),
                                away: b.away.map(|p| who(t, p)),
                                home_colour: colour_word(tr, b.home_colour),
                                result: match (b.home_points, b.away_points) {
                                    (Some(h), Some(a)) => format!(
                                        "{} – {}",
                                        score_text(tr.lang(), h),
                                        score_text(tr.lang(), a)
                                    ),
                                    _ => String::new(),
                                },
                            })
                            .collect(),
                    }
                })
                .collect();
            let byes = round
                .entries
                .iter()
                .enumerate()
                .filter(|(_, e)| matches!(e, Some(TeamEntry::Bye(_))))
                .map(|(k, _)| team_ref(&v.teams, k))
                .collect();
            (matches, byes)
        })
        .unwrap_or_default();
    Some(RoundPage {
        round: no.get(),
        pending: boards.iter().filter(|b| b.result.is_empty()).count(),
        handicaps: boards.iter().any(|b| b.handicap.is_some_and(|h| h > 0)),
        boards,
        byes,
        matches,
        team_byes,
    })
}

/// A player in a round's pairing listed by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NameLine {
    /// The player.
    pub who: Who,
    /// The board, empty for a bye.
    pub board: String,
    /// The player's colour as a word, empty for a bye.
    pub colour: String,
    /// The opponent, none for a bye.
    pub opponent: Option<Who>,
    /// The bye's kind in words, empty when the player has a game.
    pub bye: String,
}

/// A round's pairing by name: every player alphabetically (names folded as the search
/// folds them), with board, colour and opponent; who plays where, for the wall by the
/// entrance.
#[must_use]
pub fn by_name(r: &RoundPage, tr: Tr) -> Vec<NameLine> {
    let mut lines = Vec::new();
    for b in &r.boards {
        for (me, other, colour) in [
            (&b.white, &b.black, Colour::White),
            (&b.black, &b.white, Colour::Black),
        ] {
            lines.push(NameLine {
                who: me.clone(),
                board: b.board.to_string(),
                colour: colour_word(tr, colour),
                opponent: Some(other.clone()),
                bye: String::new(),
            });
        }
    }
    for y in &r.byes {
        lines.push(NameLine {
            who: y.who.clone(),
            board: String::new(),
            colour: String::new(),
            opponent: None,
            bye: y.kind.clone(),
        });
    }
    lines.sort_by(|a, b| {
        arbiter_event::fold_name(&a.who.name)
            .cmp(&arbiter_event::fold_name(&b.who.name))
            .then(a.who.number.cmp(&b.who.number))
    });
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_written_with_halves() {
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(35)), "3½");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(5)), "½");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(40)), "4");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(0)), "0");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(12)), "1,2");
    }
}
