//! The views of an event's ranking that every public page shows, live on the server or
//! published as a site: the standings, the crosstable (a Go event's wall list) and the
//! player cards. Each is built here, from the event's one ranking ([`Ranking`], which
//! [`State::ranking_after`] gives), never from a ranking of its own; the pages only lay
//! them out. Strings are in the page's language (numbers in its form, words from the
//! catalogue) and are escaped by the templates.

use crate::flags;
use arbiter_core::{ByeKind, Colour, Entry, PlayerId, Points, RoundNo, Tournament};
use arbiter_event::State;
use arbiter_i18n::{Lang, Tr};
use arbiter_standings::{GameKind, Ranking};

/// A federation as shown: its code, and its flag when the code reads as a country.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fed {
    /// The code as registered.
    pub code: String,
    /// The flag, or empty.
    pub flag: String,
}

impl Fed {
    /// The federation of a code, if any.
    #[must_use]
    pub fn of(code: Option<&str>) -> Fed {
        let code = code.map(str::trim).unwrap_or_default().to_string();
        Fed {
            flag: flags::flag(&code).unwrap_or_default(),
            code,
        }
    }
}

/// A player wherever a page names one (linked to the player's card).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Who {
    /// The start number.
    pub number: u32,
    /// The name.
    pub name: String,
    /// The title code, or empty.
    pub title: String,
    /// The rating, or a Go player's rank (`3d`, `12k`).
    pub rating: String,
    /// The federation.
    pub fed: Fed,
    /// The club, or empty.
    pub club: String,
    /// True when the player has withdrawn.
    pub withdrawn: bool,
    /// The first round missed after withdrawing, when the withdrawal has a round.
    pub withdrawn_from: Option<u16>,
}

/// A team wherever a page names one (linked to the team's page).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamRef {
    /// The team's number, from 1.
    pub number: u16,
    /// Its name.
    pub name: String,
}

/// A column of a ranking: its code as the header, its name in words as the legend.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Column {
    /// The header (`BH-C1`, `MMS`; chess points in words).
    pub code: String,
    /// The name in words, or empty when the catalogue does not name it.
    pub name: String,
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingLine {
    /// The place, shared by entrants tied on every column.
    pub place: u32,
    /// The player.
    pub who: Who,
    /// The values, in column order (the primary score first).
    pub values: Vec<String>,
}

/// The standings of the players, as the event's ranking has them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standings {
    /// After this many rounds.
    pub rounds: usize,
    /// True for a Go event (ranked by its placement criteria).
    pub go: bool,
    /// The primary score in words (`Points`, `McMahon score`).
    pub primary: String,
    /// The columns, the primary score first.
    pub columns: Vec<Column>,
    /// Lines in final order.
    pub rows: Vec<StandingLine>,
    /// One ranking per independent group (the Vega manual's appendix M), in the order the
    /// groups first appear; empty when no player has a group.
    pub groups: Vec<(String, Vec<StandingLine>)>,
}

impl Standings {
    /// The columns the catalogue names, for the legend.
    #[must_use]
    pub fn legend(&self) -> Vec<&Column> {
        self.columns.iter().filter(|c| !c.name.is_empty()).collect()
    }
}

/// One round of a crosstable line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossCell {
    /// The opponent's start number, for the link to the card.
    pub opponent: Option<u32>,
    /// How the opponent is named: the start number in chess, the line of the wall list in
    /// Go.
    pub label: String,
    /// `w`, `b` or empty (chess; a Go cell holds its colour in `code`).
    pub colour: String,
    /// Chess: the result (`1`, `½`, `0`, `+`, `-`) or a bye's letter. Go: the rest of the
    /// round as the EGF writes it after the opponent's line (`+/w0`), or the round without
    /// a game (`0+`, `0=`, `0-`).
    pub code: String,
    /// What the cell means, in words (for its `title`).
    pub title: String,
}

/// One line of the crosstable.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossLine {
    /// The place.
    pub place: u32,
    /// The line's number in final order (how a Go wall list names opponents).
    pub line: usize,
    /// The player.
    pub who: Who,
    /// Round by round.
    pub cells: Vec<CrossCell>,
    /// Chess: the points; empty in Go.
    pub total: String,
    /// Go: the placement criteria, in the ranking's column order; empty in chess.
    pub values: Vec<String>,
}

/// The crosstable in final order; a Go event's is its wall list (place, name, rank, each
/// round as the opponent's line with result, colour and handicap, then the criteria).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossTable {
    /// True for a Go wall list.
    pub go: bool,
    /// The rounds: number and `Round 3`.
    pub rounds: Vec<(u16, String)>,
    /// Go: the criteria a line closes on; empty in chess.
    pub columns: Vec<Column>,
    /// Lines in final order.
    pub lines: Vec<CrossLine>,
}

/// One round of a player's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardLine {
    /// The round.
    pub round: u16,
    /// The board, or empty.
    pub board: String,
    /// The colour in words, or empty.
    pub colour: String,
    /// The opponent, for a game.
    pub opponent: Option<Who>,
    /// Go: the opponent's place.
    pub opponent_place: Option<u32>,
    /// What happened when there was no opponent (a bye, an absence).
    pub note: String,
    /// The player's result (`1`, `½`, `0`, `+`, `-`), empty while pending.
    pub result: String,
    /// Go: the handicap stones of the game; `None` in chess.
    pub handicap: Option<u8>,
    /// The score after the round: chess points, a Go event's primary score.
    pub running: String,
    /// Fictitious points of an accelerated pairing the player carried when paired in the
    /// round (never part of the score), or empty.
    pub fictitious: String,
}

/// A player's card.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// The player.
    pub who: Who,
    /// The FIDE id, if known.
    pub fide_id: Option<u64>,
    /// Go: the player's numbers with the rating bodies, as (what the body calls it in the
    /// page's language, the number).
    pub go_ids: Vec<(String, String)>,
    /// Go: the player's rating (the EGF's GoR), when the list gave one.
    pub go_rating: Option<i32>,
    /// The player's team, in a team event.
    pub team: Option<TeamRef>,
    /// True for a Go event.
    pub go: bool,
    /// The primary score in words (`Points`, `McMahon score`).
    pub score_name: String,
    /// The primary score.
    pub score: String,
    /// Go: the number of wins.
    pub wins: Option<String>,
    /// The place in the ranking.
    pub place: Option<u32>,
    /// Chess: the performance rating over the rated games (B.02: the rating for which the
    /// expected score equals the score); `None` in Go, which has no Elo performance.
    pub performance: Option<i64>,
    /// Chess: the FIDE rating change of the event and the K used (B.02 art. 8.3), for a
    /// rated player with rated games: K 10 from 2400, else 20 (the number of games a player
    /// has and their age, which raise K to 40, are not known here).
    pub rating_change: Option<(i64, u8)>,
    /// True when some round was paired with fictitious points.
    pub accelerated: bool,
    /// `from round 5`, for a player who withdrew.
    pub withdrawn_from: Option<String>,
    /// Round by round.
    pub lines: Vec<CardLine>,
}

/// A player in the list of players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerLine {
    /// The player.
    pub who: Who,
    /// The score so far (a Go event's main score), as written.
    pub score: String,
    /// The player's team, in a team event.
    pub team: Option<TeamRef>,
}

/// Every player by start number, with the score so far (a Go event's main score: MMS in a
/// McMahon, wins in a Swiss) and, in a team event, the team.
#[must_use]
pub fn players(s: &State, tr: Tr) -> Vec<PlayerLine> {
    let t = &s.tournament;
    let lang = tr.lang();
    let go = arbiter_event::go_main_scores(s, t.rounds_paired());
    t.players()
        .map(|(id, _)| PlayerLine {
            who: who(t, id),
            score: go
                .as_ref()
                .and_then(|g| g.get(id.index()))
                .map(|x| arbiter_i18n::decimal(lang, x))
                .unwrap_or_else(|| decimal(lang, t.score(id))),
            team: t
                .teams
                .teams
                .iter()
                .position(|x| x.players.contains(&id))
                .map(|k| team_ref(&t.teams.teams, k)),
        })
        .collect()
}

/// Points as written in `lang` (`2.5`, `2,5`).
pub(crate) fn decimal(lang: Lang, p: Points) -> String {
    arbiter_i18n::decimal(lang, &p.to_string())
}

/// A player as pages name them.
#[must_use]
pub fn who(t: &Tournament, id: PlayerId) -> Who {
    let p = t.player(id);
    Who {
        number: id.get(),
        name: p.map(|p| p.name.clone()).unwrap_or_default(),
        title: p
            .and_then(|p| p.title.as_ref())
            .map(|x| x.as_str().to_string())
            .unwrap_or_default(),
        rating: p
            .map(|p| match (p.go_rank, p.rating) {
                (Some(rank), _) => rank.to_string(),
                (None, Some(r)) => r.0.to_string(),
                (None, None) => String::new(),
            })
            .unwrap_or_default(),
        fed: Fed::of(p.and_then(|p| p.federation.as_deref())),
        club: p.and_then(|p| p.club.clone()).unwrap_or_default(),
        withdrawn: p.is_some_and(|p| p.withdrawn_from.is_some()),
        withdrawn_from: p.and_then(|p| p.withdrawn_from).map(RoundNo::get),
    }
}

/// The team numbered `k + 1` of a list.
pub(crate) fn team_ref(teams: &[arbiter_core::Team], k: usize) -> TeamRef {
    TeamRef {
        number: u16::try_from(k + 1).unwrap_or(u16::MAX),
        name: teams.get(k).map(|x| x.name.clone()).unwrap_or_default(),
    }
}

/// A bye's kind in words.
pub(crate) fn bye_word(tr: Tr, k: ByeKind) -> String {
    tr.t(match k {
        ByeKind::PairingAllocated => "site-bye-pairing",
        ByeKind::Full => "site-bye-full",
        ByeKind::Half => "site-bye-half",
        ByeKind::Zero => "site-bye-zero",
    })
}

/// A colour in words.
pub(crate) fn colour_word(tr: Tr, c: Colour) -> String {
    tr.t(match c {
        Colour::White => "white",
        Colour::Black => "black",
    })
}

/// A player's result in a game, as shown on a card and in the crosstable: `1`, `½`, `0`
/// (played, rated or not), `+`, `-` (forfeits), a bye's letter; empty for an absence or a
/// pending game.
pub(crate) fn result_code(code: char) -> String {
    match code {
        '=' | 'D' => "½".to_string(),
        'W' => "1".to_string(),
        'L' => "0".to_string(),
        '*' | ' ' => String::new(),
        x => x.to_string(),
    }
}

/// The primary score in words: chess points, a Go event's McMahon score or wins.
fn primary_name(r: &Ranking, tr: Tr) -> String {
    match r.kind {
        GameKind::Chess => tr.t("points"),
        GameKind::Go => r.primary.name(tr.lang()),
    }
}

/// The columns of a ranking as pages head them: chess points in words, then the
/// tie-breaks by code; a Go event's criteria by code. Each named in words for the legend.
fn columns(r: &Ranking, tr: Tr) -> Vec<Column> {
    r.columns
        .iter()
        .enumerate()
        .map(|(i, c)| match (r.kind, i) {
            (GameKind::Chess, 0) => Column {
                code: primary_name(r, tr),
                name: String::new(),
            },
            _ => Column {
                code: c.code(),
                name: c.name(tr.lang()),
            },
        })
        .collect()
}

/// The standings of the event's ranking `r`, in `tr`'s language: places, players and each
/// column's value as the ranking prints it; a ranking per independent group when players
/// have groups (places renumbered within the group, players tied overall staying tied).
#[must_use]
pub fn standings(s: &State, r: &Ranking, tr: Tr) -> Standings {
    let t = &s.tournament;
    let line = |row: &arbiter_standings::Placed| StandingLine {
        place: row.place,
        who: who(t, row.player),
        values: r
            .formatted(row)
            .iter()
            .map(|v| arbiter_i18n::decimal(tr.lang(), v))
            .collect(),
    };
    let group_of = |p: PlayerId| t.player(p).and_then(|x| x.group.clone());
    let mut names: Vec<String> = Vec::new();
    for row in &r.rows {
        if let Some(g) = group_of(row.player).filter(|g| !names.contains(g)) {
            names.push(g);
        }
    }
    let groups = names
        .into_iter()
        .map(|g| {
            let part = r.filter(|row| group_of(row.player).as_ref() == Some(&g));
            let lines = part.rows.iter().map(line).collect();
            (g, lines)
        })
        .collect();
    Standings {
        rounds: r.rounds,
        go: r.kind == GameKind::Go,
        primary: primary_name(r, tr),
        columns: columns(r, tr),
        rows: r.rows.iter().map(line).collect(),
        groups,
    }
}

/// The crosstable of the event's ranking `r` in final order: in chess each round as the
/// opponent's start number, colour and result, closing on the points; a Go event's wall
/// list as OpenGotha and the EGF show it, each round as the opponent's line, the result,
/// colour and handicap (`12+/w0`), closing on the placement criteria.
#[must_use]
pub fn crosstable(s: &State, r: &Ranking, tr: Tr) -> CrossTable {
    let t = &s.tournament;
    let c = arbiter_standings::Crosstable::of(t, r);
    let go = c.kind == GameKind::Go;
    let line_of = |p: PlayerId| c.position_of(p).map(|x| x.to_string()).unwrap_or_default();
    let lines = c
        .by_final_rank()
        .into_iter()
        .enumerate()
        .map(|(i, l)| CrossLine {
            place: l.rank,
            line: i + 1,
            who: who(t, l.player),
            cells: l
                .cells
                .iter()
                .map(|cell| {
                    let title = match (cell.opponent, ByeKind::from_trf_code(cell.code)) {
                        (Some(o), _) => t.player(o).map(|p| p.name.clone()).unwrap_or_default(),
                        (None, Some(k)) => bye_word(tr, k),
                        (None, None) => tr.t("site-absent"),
                    };
                    let label = match (go, cell.opponent) {
                        (_, None) => String::new(),
                        (true, Some(o)) => line_of(o),
                        (false, Some(o)) => o.get().to_string(),
                    };
                    let code = if go {
                        let text = arbiter_standings::render::cell_text(c.kind, cell, &line_of);
                        text.get(label.len()..).unwrap_or_default().to_string()
                    } else {
                        result_code(cell.code)
                    };
                    CrossCell {
                        opponent: cell.opponent.map(PlayerId::get),
                        label,
                        colour: if go {
                            String::new()
                        } else {
                            cell.colour
                                .map(|c| c.letter().to_string())
                                .unwrap_or_default()
                        },
                        code,
                        title,
                    }
                })
                .collect(),
            total: if go {
                String::new()
            } else {
                decimal(tr.lang(), l.total())
            },
            values: l
                .values
                .iter()
                .map(|v| arbiter_i18n::decimal(tr.lang(), v))
                .collect(),
        })
        .collect();
    CrossTable {
        go,
        rounds: (1..=c.rounds)
            .map(|r| u16::try_from(r).unwrap_or(u16::MAX))
            .map(|r| (r, tr.t1("round-n", "round", r)))
            .collect(),
        columns: if go { columns(r, tr) } else { Vec::new() },
        lines,
    }
}

/// What every card of an event reads: the ranking, a Go event's primary score after each
/// round, and the fictitious points of an accelerated pairing.
pub struct CardBasis<'a> {
    ranking: &'a Ranking,
    /// Go: each round's primary scores, by start rank.
    running: Option<Vec<Vec<String>>>,
    /// The fictitious points the event's acceleration gives, by start rank and round.
    fictitious: Option<Vec<Vec<Points>>>,
}

impl<'a> CardBasis<'a> {
    /// The basis of the cards of the event in `s`, ranked by `ranking`.
    #[must_use]
    pub fn new(s: &State, ranking: &'a Ranking) -> Self {
        let running = (ranking.kind == GameKind::Go).then(|| {
            (1..=ranking.rounds)
                .map(|r| arbiter_event::go_main_scores(s, r).unwrap_or_default())
                .collect()
        });
        let fictitious = arbiter_pairing::acceleration::of_system(&s.settings.system)
            .map(|a| arbiter_pairing::acceleration::fictitious(&s.tournament, &a));
        CardBasis {
            ranking,
            running,
            fictitious,
        }
    }
}

/// The card of player `id` over the rounds the ranking counts: in chess the points, place,
/// performance and rating change; in Go the rank, the primary score (the McMahon score or
/// wins), the wins and place, and each opponent with their place. `None` when there is no
/// such player.
#[must_use]
pub fn card(s: &State, basis: &CardBasis<'_>, id: PlayerId, tr: Tr) -> Option<Card> {
    let t = &s.tournament;
    let p = t.player(id)?;
    let r = basis.ranking;
    let lang = tr.lang();
    let go = r.kind == GameKind::Go;
    let places = r.places();
    let fictitious_in = |round: RoundNo| {
        let recorded = t.pairing_score(id, round) - t.score_after(id, round.index());
        if recorded > Points::ZERO {
            return recorded;
        }
        basis
            .fictitious
            .as_ref()
            .and_then(|c| c.get(id.index()))
            .and_then(|rounds| rounds.get(round.index()))
            .copied()
            .unwrap_or(Points::ZERO)
    };
    let mut points = Points::ZERO;
    let lines: Vec<CardLine> = (0..r.rounds.min(t.rounds_paired()))
        .map(|i| {
            let round = RoundNo::from_index(i);
            points += t.points_in(id, round);
            let extra = fictitious_in(round);
            let running = match &basis.running {
                Some(scores) => scores
                    .get(i)
                    .and_then(|x| x.get(id.index()))
                    .map(|x| arbiter_i18n::decimal(lang, x))
                    .unwrap_or_default(),
                None => decimal(lang, points),
            };
            let mut line = CardLine {
                round: round.get(),
                board: String::new(),
                colour: String::new(),
                opponent: None,
                opponent_place: None,
                note: String::new(),
                result: String::new(),
                handicap: None,
                running,
                fictitious: if extra > Points::ZERO {
                    decimal(lang, extra)
                } else {
                    String::new()
                },
            };
            match t.entry(id, round) {
                Entry::Game {
                    opponent,
                    colour,
                    result,
                    board,
                } => {
                    line.board = board.to_string();
                    line.colour = colour.map(|c| colour_word(tr, c)).unwrap_or_default();
                    line.opponent = Some(who(t, opponent));
                    line.result = result
                        .map(|x| result_code(x.trf_code()))
                        .unwrap_or_default();
                    if go {
                        line.opponent_place = places.get(opponent.index()).copied();
                        line.handicap = t
                            .round(round)
                            .and_then(|x| x.games().iter().find(|g| g.white == id || g.black == id))
                            .map(|g| g.handicap.map_or(0, |h| h.stones));
                    }
                }
                Entry::Bye(k) => {
                    line.note = bye_word(tr, k);
                    line.result = decimal(lang, t.points_in(id, round));
                }
                Entry::Absent => line.note = tr.t("site-absent"),
            }
            line
        })
        .collect();
    let row = r.row_of(id);
    let (performance, rating_change) = if go {
        (None, None)
    } else {
        let games = arbiter_standings::rating::rated_games(t)
            .into_iter()
            .nth(id.index())
            .unwrap_or_default();
        let ratings: Vec<u16> = games.iter().map(|g| g.opponent).collect();
        let halves: i64 = games.iter().map(|g| i64::from(g.result_halves)).sum();
        let change = p.rating.filter(|_| !games.is_empty()).map(|own| {
            let k = arbiter_standings::rating::KFactor(if own.0 >= 2400 { 10 } else { 20 });
            (
                arbiter_standings::rating::event_change(own.0, k, &games),
                k.0,
            )
        });
        (
            arbiter_standings::rating::performance_rating(halves, &ratings),
            change,
        )
    };
    let team = t
        .teams
        .teams
        .iter()
        .position(|x| x.players.contains(&id))
        .map(|k| team_ref(&t.teams.teams, k));
    Some(Card {
        who: who(t, id),
        fide_id: p.fide_id,
        go_ids: p
            .go_ids
            .known()
            .into_iter()
            .map(|(body, number)| {
                let key = match body {
                    arbiter_core::GoBody::Egf => "player-field-egf-pin",
                    arbiter_core::GoBody::Ffg => "player-field-ffg-licence",
                    arbiter_core::GoBody::Aga => "player-field-aga-id",
                };
                (tr.t(key), number)
            })
            .collect(),
        go_rating: p.go_rating,
        team,
        go,
        score_name: primary_name(r, tr),
        score: match row {
            Some(row) => arbiter_i18n::decimal(lang, &r.primary_text(row)),
            None if go => String::new(),
            None => decimal(lang, t.score_after(id, r.rounds)),
        },
        wins: row.and_then(|x| x.wins).map(|w| {
            arbiter_i18n::decimal(
                lang,
                &arbiter_standings::Column::Go("NBW".into()).format(Some(w)),
            )
        }),
        place: row.map(|x| x.place),
        performance,
        rating_change,
        accelerated: lines.iter().any(|l| !l.fictitious.is_empty()),
        withdrawn_from: p
            .withdrawn_from
            .map(|w| tr.t1("site-from-round", "round", w.get())),
        lines,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_read_as_a_player_sees_them() {
        assert_eq!(result_code('='), "½");
        assert_eq!(result_code('W'), "1");
        assert_eq!(result_code('+'), "+");
        assert_eq!(result_code('H'), "H");
        assert_eq!(result_code('*'), "");
    }
}
