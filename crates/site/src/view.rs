//! What the site shows of an event, computed once from its state: plain data in the
//! site's language (numbers in its form, words from the catalogue) that the templates
//! lay out and escape.

use crate::SiteError;
use crate::model::{
    self, Card, CardBasis, CrossTable, Fed, Standings, TeamRef, Who, bye_word, colour_word,
    decimal, team_ref, who,
};
use arbiter_core::teams::{MatchForfeit, TeamEntry, TeamView};
use arbiter_core::{Entry, PlayerId, Points, RoundNo};
use arbiter_event::{State, TeamRanking};
use arbiter_i18n::{Lang, Tr};

/// One board of a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct BoardLine {
    pub(crate) board: u32,
    pub(crate) white: Who,
    pub(crate) white_points: String,
    pub(crate) black: Who,
    pub(crate) black_points: String,
    /// The result, empty while pending.
    pub(crate) result: String,
    /// Go: handicap stones; `None` in chess.
    pub(crate) handicap: Option<u8>,
}

/// A player not on a board in a round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct ByeLine {
    pub(crate) who: Who,
    pub(crate) kind: String,
    pub(crate) points: String,
}

/// One board of a team match.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MatchBoard {
    pub(crate) board: usize,
    pub(crate) home: Option<Who>,
    pub(crate) away: Option<Who>,
    /// The home player's colour, as a word.
    pub(crate) home_colour: String,
    pub(crate) result: String,
}

/// A match of two teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct MatchBlock {
    pub(crate) home: TeamRef,
    pub(crate) away: TeamRef,
    /// Game points, `2½ – 1½`, empty while pending.
    pub(crate) score: String,
    pub(crate) forfeit: String,
    pub(crate) boards: Vec<MatchBoard>,
}

/// A paired round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RoundPage {
    pub(crate) round: u16,
    pub(crate) boards: Vec<BoardLine>,
    pub(crate) byes: Vec<ByeLine>,
    /// A team event's matches (empty for individuals).
    pub(crate) matches: Vec<MatchBlock>,
    /// Teams with a bye.
    pub(crate) team_byes: Vec<TeamRef>,
    pub(crate) pending: usize,
    pub(crate) handicaps: bool,
}

/// A line of the team standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TeamLine {
    pub(crate) rank: u32,
    pub(crate) team: TeamRef,
    pub(crate) mp: String,
    pub(crate) gp: String,
    pub(crate) values: Vec<String>,
}

/// The team standings.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub(crate) struct TeamTable {
    /// True when match points are shown (a fixed schedule of more than two teams has none).
    pub(crate) match_points: bool,
    pub(crate) columns: Vec<String>,
    pub(crate) rows: Vec<TeamLine>,
}

/// A member of a team.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Member {
    pub(crate) who: Who,
    pub(crate) points: String,
    pub(crate) games: String,
}

/// A round of a team's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TeamRoundLine {
    pub(crate) round: u16,
    pub(crate) opponent: Option<TeamRef>,
    /// Home or away, as a word.
    pub(crate) side: String,
    /// The team's game points – the opponent's.
    pub(crate) score: String,
    /// Match points won.
    pub(crate) mp: String,
    /// A bye or no match, in words.
    pub(crate) note: String,
}

/// A team with its roster and matches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TeamCard {
    pub(crate) team: TeamRef,
    pub(crate) fed: Fed,
    pub(crate) rating: String,
    pub(crate) rank: Option<u32>,
    pub(crate) mp: String,
    pub(crate) gp: String,
    pub(crate) members: Vec<Member>,
    pub(crate) rounds: Vec<TeamRoundLine>,
}

/// A member of a team in the ranking of players across teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct AcrossLine {
    pub(crate) rank: u32,
    pub(crate) who: Who,
    pub(crate) team: TeamRef,
    pub(crate) points: String,
    pub(crate) games: u32,
    pub(crate) percentage: String,
}

/// A round in the list of rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RoundLink {
    pub(crate) round: u16,
    /// `Round 3`.
    pub(crate) label: String,
    /// Its state in words (complete, or how many results are to come).
    pub(crate) status: String,
}

/// A fact about the event on the home page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fact {
    pub(crate) label: String,
    pub(crate) value: String,
}

/// Everything the pages show, computed once.
pub(crate) struct Site {
    pub(crate) tr: Tr,
    pub(crate) name: String,
    pub(crate) facts: Vec<Fact>,
    pub(crate) federation: Option<Fed>,
    pub(crate) go: bool,
    /// Each player, club and score (a Go event's primary score), and team.
    pub(crate) players: Vec<(Who, String, String, Option<TeamRef>)>,
    pub(crate) rounds: Vec<RoundPage>,
    pub(crate) round_links: Vec<RoundLink>,
    pub(crate) standings: Standings,
    pub(crate) cross: CrossTable,
    pub(crate) cards: Vec<Card>,
    /// Team events only.
    pub(crate) teams: Option<Teams>,
}

/// A team event's tables.
pub(crate) struct Teams {
    pub(crate) table: TeamTable,
    pub(crate) cards: Vec<TeamCard>,
    pub(crate) across: Vec<AcrossLine>,
}

/// Points as a result is written: `1`, `½`, `2½`, `0` (other fractions as decimals).
fn score_text(lang: Lang, p: Points) -> String {
    let t = p.tenths();
    match (t / 10, t % 10) {
        (0, 5) => "½".to_string(),
        (w, 5) => format!("{w}½"),
        (w, 0) => w.to_string(),
        _ => decimal(lang, p),
    }
}

/// Parses `YYYY/MM/DD` (or with dashes) into a date.
fn parse_date(s: &str) -> Option<time::Date> {
    let mut parts = s.trim().split(['/', '-', '.']);
    let y: i32 = parts.next()?.parse().ok()?;
    let m: u8 = parts.next()?.parse().ok()?;
    let d: u8 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || y < 1000 {
        return None;
    }
    time::Date::from_calendar_date(y, time::Month::try_from(m).ok()?, d).ok()
}

fn date_text(lang: Lang, s: &str) -> String {
    parse_date(s).map_or_else(|| s.to_string(), |d| arbiter_i18n::date_long(lang, d))
}

/// A pairing system's name in words, from the registry of systems, with its acceleration
/// as written (`+baku`); a name no system answers to, as the settings write it.
fn system_name(system: &str, tr: Tr) -> String {
    match arbiter_pairing::registry::find(system) {
        Ok(s) => match &s.acceleration {
            Some(a) => format!("{} +{a}", tr.t(s.system.label)),
            None => tr.t(s.system.label),
        },
        Err(_) => system.to_string(),
    }
}

fn round_page(s: &State, view: Option<&TeamView>, no: RoundNo, tr: Tr) -> Option<RoundPage> {
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
                        forfeit: match m.forfeit {
                            None => String::new(),
                            Some(MatchForfeit::HomeWins | MatchForfeit::AwayWins) => {
                                tr.t("site-match-forfeited")
                            }
                            Some(MatchForfeit::Double) => tr.t("site-match-double-forfeit"),
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

fn teams(s: &State, ranking: Option<&TeamRanking>, tr: Tr) -> Teams {
    let t = &s.tournament;
    let lang = tr.lang();
    let all = &t.teams.teams;
    let mut table = TeamTable::default();
    let mut across = Vec::new();
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

/// Computes everything the site shows.
pub(crate) fn site(s: &State, lang: Lang) -> Result<Site, SiteError> {
    let tr = Tr(lang);
    let t = &s.tournament;
    let set = &s.settings;
    let go = set.is_go();
    let ranking = s
        .ranking()
        .map_err(|e| SiteError::Standings(e.to_string()))?;
    let standings = model::standings(s, &ranking, tr);
    let cross = model::crosstable(s, &ranking, tr);
    let team_ranking = if s.is_team_event() {
        s.team_ranking().ok()
    } else {
        None
    };
    let view = match &team_ranking {
        Some(TeamRanking::Matches { view, .. }) => Some(view),
        _ => None,
    };
    let teams = s
        .is_team_event()
        .then(|| teams(s, team_ranking.as_ref(), tr));
    let team_of = |id: PlayerId| -> Option<TeamRef> {
        let k = t.teams.teams.iter().position(|x| x.players.contains(&id))?;
        Some(team_ref(&t.teams.teams, k))
    };
    let go_scores = arbiter_event::go_main_scores(s, t.rounds_paired());
    let score = |id: PlayerId| {
        go_scores
            .as_ref()
            .and_then(|g| g.get(id.index()))
            .map(|x| arbiter_i18n::decimal(lang, x))
            .unwrap_or_else(|| decimal(lang, t.score(id)))
    };
    let players = t
        .players()
        .map(|(id, p)| {
            (
                who(t, id),
                p.club.clone().unwrap_or_default(),
                score(id),
                team_of(id),
            )
        })
        .collect();
    let rounds: Vec<RoundPage> = (0..t.rounds_paired())
        .filter_map(|i| round_page(s, view, RoundNo::from_index(i), tr))
        .collect();
    let round_links = rounds
        .iter()
        .map(|r| RoundLink {
            round: r.round,
            label: tr.t1("round-n", "round", r.round),
            status: if r.pending == 0 {
                tr.t("site-round-complete")
            } else {
                tr.t1("site-results-to-come", "count", r.pending)
            },
        })
        .collect();
    let basis = CardBasis::new(s, &ranking);
    let cards = t
        .player_ids()
        .filter_map(|id| model::card(s, &basis, id, tr))
        .collect();
    let dates = match (&set.start_date, &set.end_date) {
        (Some(a), Some(b)) if a != b => {
            format!("{} – {}", date_text(lang, a), date_text(lang, b))
        }
        (Some(a), _) | (None, Some(a)) => date_text(lang, a),
        (None, None) => String::new(),
    };
    let tiebreaks = standings
        .columns
        .iter()
        .skip(1)
        .map(|c| c.code.clone())
        .collect::<Vec<_>>()
        .join(", ");
    let facts = [
        ("site-city", set.city.clone().unwrap_or_default()),
        ("site-dates", dates),
        ("site-system", system_name(&set.system, tr)),
        (
            "site-rounds-played",
            tr.ta(
                "site-rounds-of",
                &[
                    ("paired", t.rounds_paired().into()),
                    ("planned", set.rounds.into()),
                ],
            ),
        ),
        ("players", tr.t1("players-count", "count", t.player_count())),
        (
            "teams",
            if s.is_team_event() {
                t.teams.teams.len().to_string()
            } else {
                String::new()
            },
        ),
        (
            "site-time-control",
            set.time_control.clone().unwrap_or_default(),
        ),
        (
            "site-chief-arbiter",
            set.chief_arbiter.clone().unwrap_or_default(),
        ),
        ("site-rated", set.rated.clone().unwrap_or_default()),
        ("site-tiebreaks", if go { String::new() } else { tiebreaks }),
    ]
    .into_iter()
    .filter(|(_, v)| !v.trim().is_empty())
    .map(|(k, v)| Fact {
        label: tr.t(k),
        value: v,
    })
    .collect();
    Ok(Site {
        tr,
        name: set.name.clone(),
        facts,
        federation: set
            .federation
            .as_deref()
            .filter(|f| !f.trim().is_empty())
            .map(|f| Fed::of(Some(f))),
        go,
        players,
        cross,
        rounds,
        round_links,
        standings,
        cards,
        teams,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The site names a system in words exactly when the registry accepts the name, in
    /// every language, and shows any other name as written.
    #[test]
    fn a_system_is_named_when_the_registry_knows_it() {
        let tricky = [
            "burstein-baku",
            "dutch+baku",
            "DUTCH",
            "FIDE_DUTCH_2026_BAKU",
            "nonsense",
            "roundrobin+baku",
        ];
        let names = arbiter_pairing::registry::spellings().chain(tricky);
        for name in names {
            for lang in Lang::ALL {
                let said = system_name(name, Tr(lang));
                let known = arbiter_pairing::registry::find(name).is_ok();
                assert_eq!(said != name, known, "{name:?} in {}: {said}", lang.code());
                assert!(!said.contains("system-name-"), "{said}");
            }
        }
    }

    #[test]
    fn dates_read_in_either_form() {
        assert_eq!(
            parse_date("2026/03/07"),
            time::Date::from_calendar_date(2026, time::Month::March, 7).ok()
        );
        assert_eq!(
            parse_date("2026-3-7"),
            time::Date::from_calendar_date(2026, time::Month::March, 7).ok()
        );
        assert_eq!(parse_date("26/03/07"), None);
        assert_eq!(parse_date("2026/02/30"), None);
        assert_eq!(date_text(Lang::Fr, "2026/03/07"), "7 mars 2026");
        assert_eq!(date_text(Lang::En, "next spring"), "next spring");
    }

    #[test]
    fn scores_are_written_with_halves() {
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(35)), "3½");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(5)), "½");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(40)), "4");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(0)), "0");
        assert_eq!(score_text(Lang::Fr, Points::from_tenths(12)), "1,2");
    }
}
