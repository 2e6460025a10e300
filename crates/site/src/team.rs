//! A team event's pages as every public page shows them, live on the server or published
//! as a site: the team standings (read from the event's one team ranking), a card per team
//! with its roster and matches, and the players ranked across teams.

use crate::model::{Fed, TeamRef, Who, bye_word, decimal, team_ref, who};
use crate::round::score_text;
use arbiter_core::teams::{TeamEntry, TeamView};
use arbiter_core::{Entry, RoundNo};
use arbiter_event::{State, TeamRanking};
use arbiter_i18n::Tr;
use arbiter_standings::{BoardPrizeOptions, board_prizes};

/// A line of the team standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamLine {
    /// The place.
    pub rank: u32,
    /// The team.
    pub team: TeamRef,
    /// Match points, as written.
    pub mp: String,
    /// Game points, as written.
    pub gp: String,
    /// The tie-break values, in the order of the columns.
    pub values: Vec<String>,
}

/// The team standings.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TeamTable {
    /// True when match points are shown (a fixed schedule of more than two teams has none).
    pub match_points: bool,
    /// The tie-break columns after match and game points.
    pub columns: Vec<String>,
    /// The teams in order.
    pub rows: Vec<TeamLine>,
}

/// A member of a team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// The player.
    pub who: Who,
    /// The points it gives, as written.
    pub points: String,
    /// Games played.
    pub games: String,
}

/// A round of a team's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRoundLine {
    /// The round.
    pub round: u16,
    /// The opponent, if the team met one.
    pub opponent: Option<TeamRef>,
    /// Home or away, as a word.
    pub side: String,
    /// The team's game points – the opponent's.
    pub score: String,
    /// Match points won.
    pub mp: String,
    /// A bye or no match, in words.
    pub note: String,
}

/// A team with its roster and matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamCard {
    /// The team.
    pub team: TeamRef,
    /// Its federation.
    pub fed: Fed,
    /// Its rating (the mean of its top boards), or empty.
    pub rating: String,
    /// Its place, once ranked.
    pub rank: Option<u32>,
    /// Match points, as written.
    pub mp: String,
    /// Game points, as written.
    pub gp: String,
    /// Its players.
    pub members: Vec<Member>,
    /// Its rounds.
    pub rounds: Vec<TeamRoundLine>,
}

/// A member of a team in the ranking of players across teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AcrossLine {
    /// The place.
    pub rank: u32,
    /// The player.
    pub who: Who,
    /// The team.
    pub team: TeamRef,
    /// The points scored, as written.
    pub points: String,
    /// Games played.
    pub games: u32,
    /// The percentage scored, as written.
    pub percentage: String,
    /// The boards played, `1, 2`.
    pub boards: String,
}

/// A line of a board's prize table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrizeLine {
    /// The place, empty below the minimum of games.
    pub rank: String,
    /// The player.
    pub who: Who,
    /// The player's team.
    pub team: Option<TeamRef>,
    /// The points scored on the board, as written.
    pub points: String,
    /// Games played on the board.
    pub games: u32,
    /// The percentage scored, as written.
    pub percentage: String,
    /// The rating performance, or empty.
    pub performance: String,
}

/// The prize table of one board (C.07 board prizes: percentage, then performance).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardPrizes {
    /// The board, from 1.
    pub board: usize,
    /// The players who played it, in order.
    pub rows: Vec<PrizeLine>,
}

/// A team event's tables.
pub struct Teams {
    /// The team standings.
    pub table: TeamTable,
    /// A page per team.
    pub cards: Vec<TeamCard>,
    /// The players ranked across teams.
    pub across: Vec<AcrossLine>,
    /// The board prizes, a table per board (a team event whose rounds are matches).
    pub prizes: Vec<BoardPrizes>,
}

/// The tables of a team event by its team ranking (`None` when the teams cannot be
/// ranked yet).
#[must_use]
pub fn teams(s: &State, ranking: Option<&TeamRanking>, tr: Tr) -> Teams {
    let t = &s.tournament;
    let lang = tr.lang();
    let all = &t.teams.teams;
    let mut table = TeamTable::default();
    let mut across = Vec::new();
    let mut prizes = Vec::new();
    let mut view = None;
    match ranking {
        None => {}
        // A fixed schedule (Scheveningen, Hilton): the players' points summed.
        Some(TeamRanking::Schedule(totals)) => {
            table.match_points = totals.iter().any(|r| r.mp.is_some());
            table.rows = totals
                .iter()
                .map(|r| TeamLine {
                    rank: r.rank,
                    team: team_ref(all, r.team),
                    mp: r.mp.map(|x| decimal(lang, x)).unwrap_or_default(),
                    gp: decimal(lang, r.gp),
                    values: Vec::new(),
                })
                .collect();
        }
        Some(TeamRanking::Matches {
            view: v,
            standings: st,
        }) => {
            view = Some(v);
            table.match_points = true;
            // Match and game points have their own columns.
            let shown = st.shown_columns();
            table.columns = shown.iter().map(|&i| st.tiebreaks[i].to_string()).collect();
            table.rows = st
                .rows
                .iter()
                .map(|r| TeamLine {
                    rank: r.rank,
                    team: team_ref(&v.teams, r.team),
                    mp: decimal(lang, r.mp),
                    gp: decimal(lang, r.gp),
                    values: shown
                        .iter()
                        .map(|&i| arbiter_i18n::decimal(lang, &st.value_text(r, i)))
                        .collect(),
                })
                .collect();
            across = arbiter_standings::individual_across_teams(v, None)
                .iter()
                .map(|r| AcrossLine {
                    rank: r.rank,
                    who: who(t, r.player),
                    team: team_ref(&v.teams, r.team),
                    points: decimal(lang, r.points),
                    games: r.games,
                    percentage: r
                        .percentage
                        .map(|x| arbiter_i18n::decimal(lang, &x.format(1)))
                        .unwrap_or_default(),
                    boards: r
                        .boards
                        .iter()
                        .map(ToString::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                })
                .collect();
            prizes = board_prizes(t, v, &BoardPrizeOptions::default())
                .into_iter()
                .map(|tb| BoardPrizes {
                    board: tb.board,
                    rows: tb
                        .rows
                        .iter()
                        .map(|r| PrizeLine {
                            rank: r.rank.map(|x| x.to_string()).unwrap_or_default(),
                            who: who(t, r.player),
                            team: r.team.map(|k| team_ref(&v.teams, k)),
                            points: decimal(lang, r.points),
                            games: r.games,
                            percentage: r
                                .percentage
                                .map(|x| arbiter_i18n::decimal(lang, &x.format(1)))
                                .unwrap_or_default(),
                            performance: r.performance.map(|x| x.to_string()).unwrap_or_default(),
                        })
                        .collect(),
                })
                .collect();
        }
    }
    let rating_boards = s.team_rules().map_or(0, |r| r.rating_boards);
    let cards = all
        .iter()
        .enumerate()
        .map(|(k, team)| {
            let data = s.teams.data.get(k);
            let line = table
                .rows
                .iter()
                .find(|r| usize::from(r.team.number) == k + 1);
            let members = team
                .players
                .iter()
                .map(|&p| {
                    let games = (0..t.rounds_paired())
                        .filter(|&i| {
                            matches!(t.entry(p, RoundNo::from_index(i)), Entry::Game { .. })
                        })
                        .count();
                    Member {
                        who: who(t, p),
                        points: decimal(lang, t.score(p)),
                        games: games.to_string(),
                    }
                })
                .collect();
            let rounds = view
                .map(|v| {
                    v.rounds
                        .iter()
                        .enumerate()
                        .map(|(i, round)| team_round_line(v, round, k, i, tr))
                        .collect()
                })
                .unwrap_or_default();
            TeamCard {
                team: team_ref(all, k),
                fed: Fed::of(data.and_then(|d| d.federation.as_deref())),
                rating: arbiter_core::teams::team_rating(t, &team.players, rating_boards)
                    .map(|r| r.0.to_string())
                    .unwrap_or_default(),
                rank: line.map(|l| l.rank),
                mp: line.map(|l| l.mp.clone()).unwrap_or_default(),
                gp: line.map(|l| l.gp.clone()).unwrap_or_default(),
                members,
                rounds,
            }
        })
        .collect();
    Teams {
        table,
        cards,
        across,
        prizes,
    }
}

fn team_round_line(
    v: &TeamView,
    round: &arbiter_core::teams::TeamRound,
    k: usize,
    i: usize,
    tr: Tr,
) -> TeamRoundLine {
    let lang = tr.lang();
    let mut line = TeamRoundLine {
        round: u16::try_from(i + 1).unwrap_or(u16::MAX),
        opponent: None,
        side: String::new(),
        score: String::new(),
        mp: String::new(),
        note: String::new(),
    };
    match round.entries.get(k).copied().flatten() {
        Some(TeamEntry::Match(m)) => {
            let Some(m) = round.matches.get(m) else {
                return line;
            };
            let home = m.home == k;
            let (gh, ga) = m.game_points(v.scoring.win_white);
            let (mh, ma) = m.match_points(v.rules.match_scoring, v.scoring.win_white);
            let (own, other, mp) = if home { (gh, ga, mh) } else { (ga, gh, ma) };
            line.opponent = Some(team_ref(&v.teams, if home { m.away } else { m.home }));
            line.side = tr.t(if home {
                "site-home-team"
            } else {
                "site-away-team"
            });
            if !m.is_pending() {
                line.score = format!("{} – {}", score_text(lang, own), score_text(lang, other));
                line.mp = decimal(lang, mp);
            }
        }
        Some(TeamEntry::Bye(kind)) => line.note = bye_word(tr, kind),
        Some(TeamEntry::Absent) | None => line.note = tr.t("site-absent"),
    }
    line
}
