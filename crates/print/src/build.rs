//! From an event's state to a [`Document`]: the same standings, crosstable and rounds the
//! web app and the command line compute, written out as text in the document's language.

use std::collections::BTreeMap;

use arbiter_core::teams::{TeamEntry, TeamMatch, TeamView};
use arbiter_core::{
    ByeKind, Colour, Decision, Game, GameResult, Outcome, PlayerId, Points, RoundNo, Tournament,
};
use arbiter_event::{State, TeamRanking};
use arbiter_i18n::{Arg, Lang, date_long, decimal, t, t_args};
use arbiter_standings::{Crosstable, GameKind, Primary, Ranking, render};

use crate::badge::{BadgeTemplate, BadgeValues};
use crate::model::{
    Badge, BadgeLine, BoardLine, Boards, Body, ByeLine, Card, Cell, Column, Document, Legend,
    MatchLine, Seat, Side, Slip, Table,
};
use crate::{Kind, NormFormError, PrintError, Request};

/// The document `req` asks for, from the event's state.
///
/// # Errors
/// [`PrintError::NoRound`] or [`PrintError::RoundOutOfRange`] for a round that is not
/// paired, [`PrintError::NoPlayers`] for badges or cards of an empty event,
/// [`PrintError::Standings`] when the tie-breaks cannot be computed.
pub fn document(state: &State, req: &Request) -> Result<Document, PrintError> {
    let cx = Cx {
        s: state,
        t: &state.tournament,
        lang: req.lang,
    };
    let (heading, body, landscape, chrome) = match req.kind {
        Kind::Pairings | Kind::Results => {
            let round = cx.round(req.round)?;
            let results = req.kind == Kind::Results;
            let round_n = cx.round_n(round);
            if req.by_name && !results {
                let heading = format!("{} – {round_n}", t(cx.lang, "print-by-name"));
                (heading, cx.seats(round), false, true)
            } else {
                let title = if results {
                    t(cx.lang, "print-results")
                } else {
                    t(cx.lang, "pairings")
                };
                (
                    format!("{title} – {round_n}"),
                    cx.boards(round, results),
                    false,
                    true,
                )
            }
        }
        Kind::Standings | Kind::Crosstable | Kind::Wallchart => {
            let rounds = cx.rounds_after(req.round)?;
            let title = t(
                cx.lang,
                match req.kind {
                    Kind::Standings => "standings",
                    Kind::Crosstable => "crosstable",
                    _ => "print-wallchart",
                },
            );
            let heading = if rounds == 0 {
                title
            } else {
                let after = t_args(
                    cx.lang,
                    "print-after-round",
                    &[("round", Arg::from(rounds))],
                );
                format!("{title} – {after}")
            };
            let truncated = truncated(cx.t, rounds);
            let body = match req.kind {
                Kind::Standings => cx.standings(&truncated, rounds)?,
                Kind::Crosstable => cx.cross(&truncated, rounds, false)?,
                _ => cx.cross(&truncated, rounds, true)?,
            };
            (heading, body, req.kind != Kind::Standings, true)
        }
        Kind::Slips => {
            let round = cx.round(req.round)?;
            let heading = format!("{} – {}", t(cx.lang, "print-slips"), cx.round_n(round));
            (heading, cx.slips(round), false, false)
        }
        Kind::Cards => {
            let round = match req.round {
                Some(_) => Some(cx.round(req.round)?),
                None => cx.t.rounds_paired().checked_sub(1).map(RoundNo::from_index),
            };
            (t(cx.lang, "print-cards"), cx.cards(round)?, true, false)
        }
        Kind::It1 | Kind::It3 => {
            let form = title_form(state, req)?;
            (
                form.heading.clone(),
                Body::Form((&form).into()),
                false,
                true,
            )
        }
        Kind::Badges => {
            let template = req.badge_template.clone().unwrap_or_default();
            (
                t(cx.lang, "print-badges"),
                cx.badges(&template)?,
                false,
                false,
            )
        }
    };
    Ok(Document {
        paper: req.paper.typst_name(),
        landscape,
        chrome,
        lang: cx.lang.code(),
        event: state.settings.name.clone(),
        subtitle: cx.subtitle(),
        heading,
        labels: labels(cx.lang),
        body,
    })
}

/// The title form `req` asks for (IT1 or IT3), filled in from the norm checks (B.01 1.4,
/// 1.8) and from the event's details (the organiser, the chief arbiter's FIDE ID).
///
/// # Errors
/// [`PrintError::NormForm`] when an IT1 lacks its player or title, or names no player
/// of the event.
pub fn title_form(
    state: &State,
    req: &Request,
) -> Result<arbiter_standings::norm_forms::Form, PrintError> {
    let mut form = norm_form(&state.tournament, req)?;
    form.fill_details(
        state.settings.organiser.as_deref(),
        state.settings.chief_arbiter_fide_id.as_deref(),
    );
    Ok(form)
}

/// The title form `req` asks for, filled in from the norm checks (B.01 1.4, 1.8).
fn norm_form(
    t: &Tournament,
    req: &Request,
) -> Result<arbiter_standings::norm_forms::Form, PrintError> {
    use arbiter_standings::{norm_forms, norms};
    let opts = &req.norm.options;
    if req.kind == Kind::It3 {
        return Ok(norm_forms::it3(t, &norms::norms(t, opts)));
    }
    let (Some(player), Some(title)) = (req.norm.player, req.norm.title) else {
        return Err(PrintError::NormForm(NormFormError::Incomplete));
    };
    if t.player(player).is_none() {
        return Err(PrintError::NormForm(NormFormError::NoPlayer(
            player.to_string(),
        )));
    }
    Ok(norm_forms::it1(t, &norms::check(t, player, title, opts)))
}

/// The words the templates print, by the keys they use.
fn labels(lang: Lang) -> BTreeMap<&'static str, String> {
    let mut out = BTreeMap::new();
    for (key, msg) in [
        ("board", "board"),
        ("white", "white"),
        ("black", "black"),
        ("result", "result"),
        ("points", "points"),
        ("rank", "rank"),
        ("name", "name"),
        ("rating", "rating"),
        ("federation", "federation"),
        ("no", "print-no"),
        ("colour", "print-colour"),
        ("opponent", "print-opponent"),
        ("handicap", "print-handicap"),
        ("komi", "print-komi"),
        ("signature", "print-signature"),
    ] {
        out.insert(key, t(lang, msg));
    }
    // "Page 2 of 5" is one message; the templates put the numbers in its gaps.
    let (page, total) = ("\u{E000}", "\u{E001}");
    let text = t_args(
        lang,
        "print-page",
        &[("page", Arg::from(page)), ("total", Arg::from(total))],
    );
    let (before, rest) = text.split_once(page).unwrap_or(("", " / "));
    let (between, after) = rest.split_once(total).unwrap_or((rest, ""));
    out.insert("page-before", before.to_owned());
    out.insert("page-between", between.to_owned());
    out.insert("page-after", after.to_owned());
    out
}

/// The tournament as it stood after `rounds` rounds.
fn truncated(t: &Tournament, rounds: usize) -> Tournament {
    let mut out = t.clone();
    while out.rounds_paired() > rounds {
        out.pop_round();
    }
    out
}

/// A result as a pairing list writes it: `1-0`, `½-½`, `+/−` for a forfeit; empty while
/// pending.
fn result_text(r: GameResult) -> String {
    let (Some(w), Some(b)) = (r.side(Colour::White), r.side(Colour::Black)) else {
        return String::new();
    };
    if r.decision() == Some(Decision::Forfeit) {
        let f = |o: Outcome| match o {
            Outcome::Win => "+",
            Outcome::Draw => "=",
            Outcome::Loss => "−",
        };
        return format!("{}/{}", f(w.outcome), f(b.outcome));
    }
    let p = |o: Outcome| match o {
        Outcome::Win => "1",
        Outcome::Draw => "½",
        Outcome::Loss => "0",
    };
    format!("{}-{}", p(w.outcome), p(b.outcome))
}

/// A sort key for names: case and Latin accents ignored, other scripts kept as they are
/// (so Cyrillic names sort in their own alphabet, after the Latin ones).
fn sort_key(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars().flat_map(char::to_lowercase) {
        let latin = matches!(u32::from(c), 0xC0..=0x24F | 0x1E00..=0x1EFF);
        match c {
            'ё' => out.push('е'),
            _ if latin => match deunicode_latin(c) {
                Some(s) => out.push_str(s),
                None => out.push(c),
            },
            _ => out.push(c),
        }
    }
    out
}

/// The base letters of an accented Latin letter.
fn deunicode_latin(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'č' | 'ĉ' | 'ċ' => "c",
        'ď' | 'đ' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ė' | 'ę' | 'ě' => "e",
        'ğ' | 'ģ' => "g",
        'ì' | 'í' | 'î' | 'ï' | 'ī' | 'į' | 'ı' => "i",
        'ķ' => "k",
        'ł' | 'ľ' | 'ļ' | 'ĺ' => "l",
        'ñ' | 'ń' | 'ň' | 'ņ' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ő' => "o",
        'œ' => "oe",
        'ř' | 'ŕ' => "r",
        'ś' | 'š' | 'ş' | 'ș' => "s",
        'ß' => "ss",
        'ť' | 'ţ' | 'ț' => "t",
        'ù' | 'ú' | 'û' | 'ü' | 'ū' | 'ů' | 'ű' | 'ų' => "u",
        'ý' | 'ÿ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        'þ' => "th",
        _ => return None,
    })
}

/// Reads `YYYY/MM/DD` (or with `-` or `.`; a two-digit year is this century's).
fn parse_date(text: &str) -> Option<time::Date> {
    let parts: Vec<&str> = text.trim().split(['/', '-', '.']).collect();
    let [y, m, d] = parts.as_slice() else {
        return None;
    };
    let mut year: i32 = y.parse().ok()?;
    if y.len() == 2 {
        year += 2000;
    }
    let month = time::Month::try_from(m.parse::<u8>().ok()?).ok()?;
    time::Date::from_calendar_date(year, month, d.parse().ok()?).ok()
}

struct Cx<'a> {
    s: &'a State,
    t: &'a Tournament,
    lang: Lang,
}

impl Cx<'_> {
    /// A number in the document's language.
    fn num(&self, p: Points) -> String {
        decimal(self.lang, &p.to_string())
    }

    fn round_n(&self, round: RoundNo) -> String {
        t_args(self.lang, "round-n", &[("round", Arg::from(round.get()))])
    }

    /// The round a round document shows: the one asked for, else the last paired.
    fn round(&self, asked: Option<u16>) -> Result<RoundNo, PrintError> {
        let paired = self.t.rounds_paired();
        if paired == 0 {
            return Err(PrintError::NoRound);
        }
        match asked {
            None => Ok(RoundNo::from_index(paired - 1)),
            Some(r) => RoundNo::new(r)
                .filter(|no| no.index() < paired)
                .ok_or(PrintError::RoundOutOfRange { round: r, paired }),
        }
    }

    /// The rounds a table stands after: the one asked for, else every paired round.
    fn rounds_after(&self, asked: Option<u16>) -> Result<usize, PrintError> {
        let paired = self.t.rounds_paired();
        match asked {
            None => Ok(paired),
            Some(r) if r >= 1 && usize::from(r) <= paired => Ok(usize::from(r)),
            Some(r) => Err(PrintError::RoundOutOfRange { round: r, paired }),
        }
    }

    /// The event's place and dates, as one line.
    fn subtitle(&self) -> String {
        let st = &self.s.settings;
        let date = |d: &Option<String>| {
            d.as_deref().map(|text| match parse_date(text) {
                Some(d) => date_long(self.lang, d),
                None => text.to_owned(),
            })
        };
        let dates = match (date(&st.start_date), date(&st.end_date)) {
            (Some(a), Some(b)) if a != b => Some(format!("{a} – {b}")),
            (Some(a), _) => Some(a),
            (None, b) => b,
        };
        [st.city.clone(), dates]
            .into_iter()
            .flatten()
            .filter(|x| !x.trim().is_empty())
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn name(&self, id: PlayerId) -> String {
        self.t
            .player(id)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    /// A player with their score from `scores`.
    fn side(&self, id: PlayerId, scores: &Scores) -> Side {
        let p = self.t.player(id);
        Side {
            number: id.get().to_string(),
            name: self.name(id),
            title: p
                .and_then(|p| p.title.as_ref())
                .map(|x| x.as_str().to_owned())
                .unwrap_or_default(),
            rating: p.map(rating_text).unwrap_or_default(),
            score: scores.of(id),
        }
    }

    /// The score beside each player on a round's sheets after `rounds` rounds: the primary
    /// score of the event's ranking. A Go event pairs and ranks on its McMahon score or its
    /// wins, so those are its scores; a chess event's are its points.
    fn scores(&self, rounds: usize) -> Scores {
        if self.s.settings.is_go()
            && let Ok(r) = self.s.ranking_after(rounds)
            && r.kind == GameKind::Go
        {
            let mut by_player = vec![String::new(); self.t.player_count()];
            for row in &r.rows {
                if let Some(slot) = by_player.get_mut(row.player.index()) {
                    *slot = decimal(self.lang, &r.primary_text(row));
                }
            }
            return Scores {
                head: primary_head(&r, self.lang),
                by_player,
            };
        }
        Scores {
            head: t(self.lang, "points"),
            by_player: self
                .t
                .player_ids()
                .map(|id| self.num(self.t.score_after(id, rounds)))
                .collect(),
        }
    }

    /// The ranking after `rounds` rounds, as the event ranks.
    fn ranking(&self, rounds: usize) -> Result<Ranking, PrintError> {
        self.s
            .ranking_after(rounds)
            .map_err(|e| PrintError::Standings(e.to_string()))
    }

    fn bye_text(&self, kind: ByeKind) -> String {
        t(
            self.lang,
            match kind {
                ByeKind::PairingAllocated => "print-bye-pairing",
                ByeKind::Full => "print-bye-full",
                ByeKind::Half => "print-bye-half",
                ByeKind::Zero => "print-bye-zero",
            },
        )
    }

    /// A team event's view, when its rounds are matches of teams.
    fn team_view(&self) -> Option<TeamView> {
        if self.s.pairs_matches() {
            self.s.team_view().ok()
        } else {
            None
        }
    }

    /// The games of a round with the board each is played on: `12`, or `3.2` for board 2
    /// of match 3 in a team event.
    fn games(&self, round: RoundNo) -> Vec<(String, Game)> {
        let Some(r) = self.t.round(round) else {
            return Vec::new();
        };
        let games = r.games();
        let Some(view) = self.team_view() else {
            return games
                .iter()
                .enumerate()
                .map(|(i, g)| ((i + 1).to_string(), *g))
                .collect();
        };
        let Some(tr) = view.rounds.get(round.index()) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut used = vec![false; games.len()];
        for (m, tm) in tr.matches.iter().enumerate() {
            for b in &tm.boards {
                let (Some(h), Some(a)) = (b.home, b.away) else {
                    continue;
                };
                let found = games.iter().enumerate().find(|(i, g)| {
                    !used[*i] && ((g.white, g.black) == (h, a) || (g.white, g.black) == (a, h))
                });
                if let Some((i, g)) = found {
                    used[i] = true;
                    out.push((format!("{}.{}", m + 1, b.board), *g));
                }
            }
        }
        // A game no match claims still gets a line, numbered as the round lists it.
        for (i, g) in games.iter().enumerate() {
            if !used[i] {
                out.push(((i + 1).to_string(), *g));
            }
        }
        out
    }

    fn board_line(&self, board: String, g: &Game, scores: &Scores) -> BoardLine {
        BoardLine {
            board,
            white: self.side(g.white, scores),
            black: self.side(g.black, scores),
            result: result_text(g.result),
            handicap: g
                .handicap
                .map(|h| format!("H{} / {}", h.stones, self.num(h.komi)))
                .unwrap_or_default(),
        }
    }

    fn boards(&self, round: RoundNo, results: bool) -> Body {
        let handicap = self.s.settings.is_go()
            || self
                .t
                .round(round)
                .is_some_and(|r| r.games().iter().any(|g| g.handicap.is_some()));
        // Pairings show the scores before the round, results the scores after it.
        let scores = self.scores(round.index() + usize::from(results));
        let byes_of_players = |this: &Self| -> Vec<ByeLine> {
            this.t
                .round(round)
                .map(|r| {
                    r.byes()
                        .iter()
                        .map(|(p, k)| ByeLine {
                            who: this.side(*p, &scores),
                            what: this.bye_text(*k),
                        })
                        .collect()
                })
                .unwrap_or_default()
        };
        if let Some(view) = self.team_view() {
            let matches = self.matches(&view, round, &scores);
            let mut byes = Vec::new();
            if let Some(tr) = view.rounds.get(round.index()) {
                for (k, e) in tr.entries.iter().enumerate() {
                    if let Some(TeamEntry::Bye(kind)) = e {
                        byes.push(ByeLine {
                            who: Side {
                                name: view
                                    .teams
                                    .get(k)
                                    .map(|x| x.name.clone())
                                    .unwrap_or_default(),
                                number: view.number(k).to_string(),
                                ..Side::default()
                            },
                            what: self.bye_text(*kind),
                        });
                    }
                }
            }
            return Body::Boards(Boards {
                results,
                handicap,
                score_head: scores.head,
                boards: Vec::new(),
                matches,
                byes,
            });
        }
        let boards = self
            .games(round)
            .iter()
            .map(|(b, g)| self.board_line(b.clone(), g, &scores))
            .collect();
        let byes = byes_of_players(self);
        Body::Boards(Boards {
            results,
            handicap,
            score_head: scores.head,
            boards,
            matches: Vec::new(),
            byes,
        })
    }

    fn matches(&self, view: &TeamView, round: RoundNo, scores: &Scores) -> Vec<MatchLine> {
        let Some(tr) = view.rounds.get(round.index()) else {
            return Vec::new();
        };
        let games = self.t.round(round).map(|r| r.games()).unwrap_or_default();
        let team = |k: usize| {
            view.teams
                .get(k)
                .map(|x| x.name.clone())
                .unwrap_or_default()
        };
        tr.matches
            .iter()
            .enumerate()
            .map(|(m, tm)| MatchLine {
                label: format!("{} {}", t(self.lang, "print-match"), m + 1),
                home: team(tm.home),
                away: team(tm.away),
                score: self.match_score(view, tm),
                boards: tm
                    .boards
                    .iter()
                    .map(|b| {
                        let (w, bl) = if b.home_colour == Colour::White {
                            (b.home, b.away)
                        } else {
                            (b.away, b.home)
                        };
                        let seat = |p: Option<PlayerId>| match p {
                            Some(p) => self.side(p, scores),
                            None => Side {
                                name: "—".into(),
                                ..Side::default()
                            },
                        };
                        let game = games
                            .iter()
                            .find(|g| Some(g.white) == w && Some(g.black) == bl);
                        let result = match game {
                            Some(g) => result_text(g.result),
                            None => board_points_text(b.home_colour, b.home_points, b.away_points),
                        };
                        BoardLine {
                            board: format!("{}.{}", m + 1, b.board),
                            white: seat(w),
                            black: seat(bl),
                            result,
                            handicap: String::new(),
                        }
                    })
                    .collect(),
            })
            .collect()
    }

    fn match_score(&self, view: &TeamView, tm: &TeamMatch) -> String {
        if tm.is_pending() {
            return String::new();
        }
        let (h, a) = tm.game_points(view.scoring.win_white);
        format!("{}–{}", self.num(h), self.num(a))
    }

    fn seats(&self, round: RoundNo) -> Body {
        let mut seats: Vec<(String, Seat)> = Vec::new();
        let white = t(self.lang, "white");
        let black = t(self.lang, "black");
        for (board, g) in self.games(round) {
            for (me, them, colour) in [(g.white, g.black, &white), (g.black, g.white, &black)] {
                let name = self.name(me);
                seats.push((
                    sort_key(&name),
                    Seat {
                        name,
                        number: me.get().to_string(),
                        board: board.clone(),
                        colour: colour.clone(),
                        opponent: self.name(them),
                    },
                ));
            }
        }
        if let Some(r) = self.t.round(round) {
            for (p, k) in r.byes() {
                let name = self.name(*p);
                seats.push((
                    sort_key(&name),
                    Seat {
                        name,
                        number: p.get().to_string(),
                        board: String::new(),
                        colour: self.bye_text(*k),
                        opponent: String::new(),
                    },
                ));
            }
        }
        seats.sort_by(|a, b| a.0.cmp(&b.0).then_with(|| a.1.name.cmp(&b.1.name)));
        Body::Seats {
            seats: seats.into_iter().map(|(_, s)| s).collect(),
        }
    }

    /// One slip a board. A Go game's slip carries its handicap and komi (the players set
    /// up the board from it), and offers a jigo only when the komi is a whole number.
    fn slips(&self, round: RoundNo) -> Body {
        let round_n = self.round_n(round);
        let board = t(self.lang, "board");
        let scores = self.scores(round.index());
        let slips = self
            .games(round)
            .into_iter()
            .map(|(b, g)| {
                let choices: Vec<String> = match g.handicap {
                    Some(h) if h.komi.tenths() % 10 != 0 => vec!["1-0".into(), "0-1".into()],
                    _ => vec!["1-0".into(), "½-½".into(), "0-1".into()],
                };
                Slip {
                    round: round_n.clone(),
                    board: format!("{board} {b}"),
                    white: self.side(g.white, &scores),
                    black: self.side(g.black, &scores),
                    choices,
                    handicap: g.handicap.map(|h| h.stones.to_string()).unwrap_or_default(),
                    komi: g.handicap.map(|h| self.num(h.komi)).unwrap_or_default(),
                }
            })
            .collect();
        Body::Slips { slips }
    }

    fn cards(&self, round: Option<RoundNo>) -> Result<Body, PrintError> {
        let view = self.team_view();
        let label = t(
            self.lang,
            if view.is_some() {
                "print-match"
            } else {
                "board"
            },
        );
        let count = match (round, &view) {
            (Some(r), Some(v)) => v.rounds.get(r.index()).map_or(0, |tr| tr.matches.len()),
            (Some(r), None) => self.t.round(r).map_or(0, |r| r.games().len()),
            // Before the first round: a table for every two players (or teams) entered.
            (None, Some(v)) => v.teams.len() / 2,
            (None, None) => self.t.player_count() / 2,
        };
        if count == 0 {
            return Err(PrintError::NoPlayers);
        }
        let cards = (1..=count)
            .map(|n| Card {
                label: label.clone(),
                number: n.to_string(),
            })
            .collect();
        Ok(Body::Cards { cards })
    }

    fn badges(&self, template: &BadgeTemplate) -> Result<Body, PrintError> {
        if self.t.player_count() == 0 {
            return Err(PrintError::NoPlayers);
        }
        let mut players: Vec<(String, PlayerId)> = self
            .t
            .players()
            .map(|(id, p)| (sort_key(&p.name), id))
            .collect();
        players.sort();
        let event = self.s.settings.name.as_str();
        let badges = players
            .into_iter()
            .filter_map(|(_, id)| {
                let p = self.t.player(id)?;
                let rating = rating_text(p);
                let number = id.get().to_string();
                let values = BadgeValues {
                    name: &p.name,
                    title: p.title.as_ref().map_or("", |x| x.as_str()),
                    federation: p.federation.as_deref().unwrap_or_default(),
                    rating: &rating,
                    club: p.club.as_deref().unwrap_or_default(),
                    number: &number,
                    event,
                };
                Some(Badge {
                    lines: template
                        .fill(&values)
                        .into_iter()
                        .map(|(text, large)| BadgeLine { text, large })
                        .collect(),
                })
            })
            .collect();
        Ok(Body::Badges { badges })
    }

    fn col(&self, key: &str, align: &'static str) -> Column {
        Column {
            head: t(self.lang, key),
            align,
            wide: key == "name",
        }
    }

    fn plain(head: String, align: &'static str) -> Column {
        Column {
            head,
            align,
            wide: false,
        }
    }

    /// The standings after `rounds` rounds, read from the event's ranking whatever its
    /// game: place, number, (chess) title, name, rating or Go rank, federation or country,
    /// then the ranking's columns, the first headed with the primary score's name. A
    /// legend below names each code and the mark of a withdrawn player.
    fn standings(&self, t2: &Tournament, rounds: usize) -> Result<Body, PrintError> {
        if self.s.is_team_event() {
            return self.team_standings(t2, rounds);
        }
        let ranking = self.ranking(rounds)?;
        let chess = ranking.kind == GameKind::Chess;
        let mut columns = vec![self.col("rank", "right"), self.col("print-no", "right")];
        if chess {
            columns.push(self.col("title", "left"));
        }
        columns.push(self.col("name", "left"));
        columns.push(if chess {
            self.col("rating", "right")
        } else {
            self.col("site-go-grade", "left")
        });
        columns.push(self.col(if chess { "federation" } else { "print-country" }, "left"));
        columns.extend(ranking.columns.iter().enumerate().map(|(i, c)| {
            // The primary score is headed in words; the other codes read the same in every
            // language and the legend names them.
            let head = if i == 0 {
                primary_head(&ranking, self.lang)
            } else {
                c.code()
            };
            Self::plain(head, "right")
        }));
        // Withdrawn once the next round came: not paired any more.
        let next = RoundNo::from_index(rounds);
        let mut any_withdrawn = false;
        let rows = ranking
            .rows
            .iter()
            .map(|r| {
                let p = t2.player(r.player);
                let mut name = self.name(r.player);
                if t2.is_withdrawn(r.player, next) {
                    any_withdrawn = true;
                    name.push(' ');
                    name.push_str(WITHDRAWN);
                }
                let mut row = vec![cell(r.place.to_string()), cell(r.player.get().to_string())];
                if chess {
                    row.push(cell(
                        p.and_then(|p| p.title.as_ref())
                            .map(|x| x.as_str().to_owned())
                            .unwrap_or_default(),
                    ));
                }
                row.push(cell(name));
                row.push(cell(p.map(rating_text).unwrap_or_default()));
                row.push(cell(
                    p.and_then(|p| p.federation.clone()).unwrap_or_default(),
                ));
                row.extend(
                    ranking
                        .formatted(r)
                        .iter()
                        .map(|v| cell(decimal(self.lang, v))),
                );
                row
            })
            .collect();
        let mut legend = self.legend(&ranking, false);
        if any_withdrawn {
            legend.push(Legend {
                mark: WITHDRAWN.to_owned(),
                text: t(self.lang, "site-withdrawn"),
            });
        }
        Ok(Body::Table(Table {
            columns,
            rows,
            size: if ranking.columns.len() > 6 { 8.0 } else { 9.0 },
            legend,
        }))
    }

    /// The ranking's codes in words, for the legend under a table: every column headed by
    /// its code (`all`: the primary score too), those the catalogue names.
    fn legend(&self, ranking: &Ranking, all: bool) -> Vec<Legend> {
        let coded = |i: usize| all || i > 0 || ranking.primary == Primary::GoCriterion;
        ranking
            .columns
            .iter()
            .enumerate()
            .filter(|(i, _)| coded(*i))
            .filter_map(|(_, c)| {
                let text = c.name(self.lang);
                (!text.is_empty()).then(|| Legend {
                    mark: c.code(),
                    text,
                })
            })
            .collect()
    }

    fn team_standings(&self, t2: &Tournament, rounds: usize) -> Result<Body, PrintError> {
        let teams = &t2.teams.teams;
        let name = |k: usize| teams.get(k).map(|x| x.name.clone()).unwrap_or_default();
        let mut columns = vec![
            self.col("rank", "right"),
            self.col("print-no", "right"),
            Column {
                head: t(self.lang, "print-team"),
                align: "left",
                wide: true,
            },
            Self::plain(t(self.lang, "print-match-points"), "right"),
            Self::plain(t(self.lang, "print-game-points"), "right"),
        ];
        let ranking = self
            .s
            .team_ranking_by(rounds, None)
            .map_err(|e| PrintError::Standings(e.to_string()))?;
        let (view, table) = match ranking {
            TeamRanking::Schedule(totals) => {
                let rows = totals
                    .into_iter()
                    .map(|r| {
                        vec![
                            cell(r.rank.to_string()),
                            cell((r.team + 1).to_string()),
                            cell(name(r.team)),
                            cell(r.mp.map(|x| self.num(x)).unwrap_or_default()),
                            cell(self.num(r.gp)),
                        ]
                    })
                    .collect();
                return Ok(Body::Table(Table {
                    columns,
                    rows,
                    size: 10.0,
                    legend: Vec::new(),
                }));
            }
            TeamRanking::Matches { view, standings } => (view, standings),
        };
        // Match and game points have their own columns; the other tie-breaks follow.
        let shown = table.shown_columns();
        columns.extend(
            shown
                .iter()
                .map(|&i| Self::plain(table.tiebreaks[i].to_string(), "right")),
        );
        let rows = table
            .rows
            .iter()
            .map(|r| {
                let mut row = vec![
                    cell(r.rank.to_string()),
                    cell(view.number(r.team).to_string()),
                    cell(name(r.team)),
                    cell(self.num(r.mp)),
                    cell(self.num(r.gp)),
                ];
                row.extend(
                    shown
                        .iter()
                        .map(|&i| cell(decimal(self.lang, &table.value_text(r, i)))),
                );
                row
            })
            .collect();
        Ok(Body::Table(Table {
            columns,
            rows,
            size: 9.0,
            legend: Vec::new(),
        }))
    }

    /// The crosstable in final order, or (`wall`) the wallchart in start order with the
    /// running score under each round, in the order and with the places of the event's
    /// ranking after `rounds` rounds; a Go event's is its wall list either way.
    fn cross(&self, t2: &Tournament, rounds: usize, wall: bool) -> Result<Body, PrintError> {
        let ranking = self.ranking(rounds)?;
        let cross = Crosstable::of(t2, &ranking);
        if cross.kind == GameKind::Go {
            return Ok(self.wall_list(&cross, &ranking));
        }
        let mut columns = vec![
            self.col(if wall { "print-no" } else { "rank" }, "right"),
            self.col(if wall { "rank" } else { "print-no" }, "right"),
            self.col("name", "left"),
            self.col("rating", "right"),
            self.col("federation", "left"),
        ];
        columns.extend((1..=cross.rounds).map(|r| Self::plain(r.to_string(), "center")));
        columns.push(self.col("points", "right"));
        // The crosstable closes on the tie-breaks after the points; the wallchart on the
        // points alone.
        let tiebreaks: Vec<usize> = if wall {
            Vec::new()
        } else {
            (1..ranking.columns.len()).collect()
        };
        columns.extend(
            tiebreaks
                .iter()
                .filter_map(|&i| ranking.columns.get(i))
                .map(|c| Self::plain(c.code(), "right")),
        );
        let white = t(self.lang, "print-white-letter");
        let black = t(self.lang, "print-black-letter");
        let bye = t(self.lang, "print-bye-short");
        let lines = if wall {
            cross.by_start_rank()
        } else {
            cross.by_final_rank()
        };
        // Withdrawn once the next round came, as in the standings.
        let next = RoundNo::from_index(rounds);
        let (mut any_withdrawn, mut any_bye, mut any_forfeit) = (false, false, false);
        let rows = lines
            .into_iter()
            .map(|line| {
                let (first, second) = (line.rank.to_string(), line.player.get().to_string());
                let mut row = if wall {
                    vec![cell(second), cell(first)]
                } else {
                    vec![cell(first), cell(second)]
                };
                let mut name = line.name.clone();
                if t2.is_withdrawn(line.player, next) {
                    any_withdrawn = true;
                    name.push(' ');
                    name.push_str(WITHDRAWN);
                }
                row.push(cell(name));
                row.push(cell(line.rating.map(|r| r.to_string()).unwrap_or_default()));
                row.push(cell(line.federation.clone().unwrap_or_default()));
                for (i, c) in line.cells.iter().enumerate() {
                    let colour = match c.colour {
                        Some(Colour::White) => white.as_str(),
                        Some(Colour::Black) => black.as_str(),
                        None => "",
                    };
                    let text = match c.opponent {
                        Some(o) => {
                            any_forfeit |= matches!(c.code, '+' | '-');
                            format!("{}{colour}{}", o.get(), result_code(c.code))
                        }
                        None if c.is_bye() => {
                            any_bye = true;
                            format!("{bye} {}", self.num(c.points))
                        }
                        None => String::new(),
                    };
                    let below = if wall {
                        line.progressive
                            .get(i)
                            .map(|p| self.num(*p))
                            .unwrap_or_default()
                    } else {
                        String::new()
                    };
                    row.push(Cell { text, below });
                }
                row.push(cell(self.num(line.total())));
                if let Some(r) = ranking.row_of(line.player) {
                    let values = ranking.formatted(r);
                    for &i in &tiebreaks {
                        let v = values.get(i).map_or("", String::as_str);
                        row.push(cell(decimal(self.lang, v)));
                    }
                }
                row
            })
            .collect();
        // What the cells' letters and marks mean, then the tie-break codes.
        let mut legend = vec![Legend {
            mark: format!("{white} / {black}"),
            text: format!("{}, {}", t(self.lang, "white"), t(self.lang, "black")),
        }];
        if any_forfeit {
            legend.push(Legend {
                mark: "+ / −".to_owned(),
                text: t(self.lang, "print-legend-forfeit"),
            });
        }
        if any_bye {
            legend.push(Legend {
                mark: bye.clone(),
                text: t(self.lang, "print-legend-bye"),
            });
        }
        if any_withdrawn {
            legend.push(Legend {
                mark: WITHDRAWN.to_owned(),
                text: t(self.lang, "site-withdrawn"),
            });
        }
        if !wall {
            legend.extend(self.legend(&ranking, false));
        }
        Ok(Body::Table(Table {
            columns,
            rows,
            size: if cross.rounds > 11 { 6.5 } else { 7.5 },
            legend,
        }))
    }

    /// A Go event's wall list, in the ranking's order: place, name, Go rank, each round as
    /// the EGF writes it (`12+/w0`: the opponent's line, the result, `/` played or `!` by
    /// default, the colour, the handicap), then the placement criteria. A Go event has no
    /// points, so no running score.
    fn wall_list(&self, cross: &Crosstable, ranking: &Ranking) -> Body {
        let mut columns = vec![
            self.col("rank", "right"),
            self.col("name", "left"),
            self.col("site-go-grade", "left"),
        ];
        columns.extend((1..=cross.rounds).map(|r| Self::plain(r.to_string(), "center")));
        columns.extend(
            cross
                .columns
                .iter()
                .map(|c| Self::plain(c.clone(), "right")),
        );
        // Opponents are named by their line, as the list is always in final order.
        let line_of = |p: PlayerId| {
            cross
                .position_of(p)
                .map(|x| x.to_string())
                .unwrap_or_default()
        };
        let rows = cross
            .by_final_rank()
            .into_iter()
            .map(|line| {
                let mut row = vec![
                    cell(line.rank.to_string()),
                    cell(line.name.clone()),
                    cell(line.grade.clone().unwrap_or_default()),
                ];
                row.extend(
                    line.cells
                        .iter()
                        .map(|c| cell(render::cell_text(GameKind::Go, c, &line_of))),
                );
                row.extend(line.values.iter().map(|v| cell(decimal(self.lang, v))));
                row
            })
            .collect();
        Body::Table(Table {
            columns,
            rows,
            size: if cross.rounds > 9 { 6.5 } else { 7.5 },
            legend: self.legend(ranking, true),
        })
    }
}

/// A result as a crosstable cell shows it after the opponent and colour.
fn result_code(code: char) -> &'static str {
    match code {
        '1' | 'W' => "1",
        '=' | 'D' => "½",
        '0' | 'L' => "0",
        '+' => "+",
        '-' => "−",
        _ => "",
    }
}

/// A board's result from its points, for a board without a game (an empty seat).
fn board_points_text(home_colour: Colour, home: Option<Points>, away: Option<Points>) -> String {
    let (Some(h), Some(a)) = (home, away) else {
        return String::new();
    };
    let mark = |p: Points| if p > Points::ZERO { "+" } else { "−" };
    let (w, b) = if home_colour == Colour::White {
        (h, a)
    } else {
        (a, h)
    };
    format!("{}/{}", mark(w), mark(b))
}

/// The mark after a withdrawn player's name in the standings; the legend says what it
/// means.
const WITHDRAWN: &str = "*";

/// The scores beside the players on a round's sheets, and their column's heading.
struct Scores {
    head: String,
    by_player: Vec<String>,
}

impl Scores {
    fn of(&self, id: PlayerId) -> String {
        self.by_player.get(id.index()).cloned().unwrap_or_default()
    }
}

/// The heading of a ranking's primary score: its name (`Points`, `McMahon score`, `Number
/// of wins`), or the code of a Go criterion the tournament placed first.
fn primary_head(r: &Ranking, lang: Lang) -> String {
    match (r.primary, r.columns.first()) {
        (Primary::GoCriterion, Some(c)) => c.code(),
        (p, _) => p.name(lang),
    }
}

/// A rating, or a Go player's rank.
fn rating_text(p: &arbiter_core::Player) -> String {
    match (p.go_rank, p.rating) {
        (Some(g), _) => g.to_string(),
        (None, Some(r)) => r.0.to_string(),
        (None, None) => String::new(),
    }
}

fn cell(text: String) -> Cell {
    Cell {
        text,
        below: String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_sort_without_case_or_accents_and_scripts_stay_apart() {
        let mut names = vec![
            "Émile",
            "zoe",
            "Ёлкин",
            "Abel",
            "Елисеев",
            "Ødegaard",
            "Жуков",
        ];
        names.sort_by_key(|n| sort_key(n));
        assert_eq!(
            names,
            vec![
                "Abel",
                "Émile",
                "Ødegaard",
                "zoe",
                "Елисеев",
                "Ёлкин",
                "Жуков"
            ]
        );
    }

    #[test]
    fn dates_are_read_in_the_settings_forms() {
        let d = parse_date("2026/03/01");
        assert_eq!(
            d.map(|d| date_long(Lang::Fr, d)),
            Some("1er mars 2026".into())
        );
        assert_eq!(
            parse_date("26-11-25").map(|d| date_long(Lang::En, d)),
            Some("25 November 2026".into())
        );
        assert_eq!(parse_date("soon"), None);
        assert_eq!(parse_date("2026/13/01"), None);
    }

    #[test]
    fn results_read_as_a_pairing_list_writes_them() {
        assert_eq!(result_text(GameResult::WHITE_WINS), "1-0");
        assert_eq!(result_text(GameResult::DRAW), "½-½");
        assert_eq!(result_text(GameResult::BLACK_WINS_BY_FORFEIT), "−/+");
        assert_eq!(result_text(GameResult::PENDING), "");
    }

    #[test]
    fn page_numbers_keep_the_words_around_them() {
        let l = labels(Lang::Ru);
        assert_eq!(l["page-before"], "Страница ");
        assert_eq!(l["page-between"], " из ");
        let l = labels(Lang::De);
        assert_eq!(l["page-before"], "Seite ");
        assert_eq!(l["page-between"], " von ");
    }
}
