//! What the pages and the API show of a tournament, computed from its folded state: plain
//! data that templates render (escaping every string) and serde serialises.

use arbiter_core::{ByeKind, Colour, Entry, PlayerId, RoundNo};
use arbiter_event::State;
use arbiter_standings::{Crosstable, GameKind, Ranking, render};
use serde::Serialize;

/// A tournament in the list.
#[derive(Clone, Debug, Serialize)]
pub struct EventSummary {
    /// The store's name for it (used in URLs).
    pub name: String,
    /// Its title.
    pub title: String,
    /// The pairing system.
    pub system: String,
    /// Rounds planned.
    pub rounds: u16,
    /// Rounds paired.
    pub paired: usize,
    /// Registered players.
    pub players: usize,
    /// True while registration is open.
    pub registration_open: bool,
    /// Events in its log.
    pub version: u64,
    /// City, if given.
    pub city: String,
    /// Dates, if given.
    pub dates: String,
    /// True for a Go event.
    pub go: bool,
    /// The festival it is a section of, or empty.
    pub festival: String,
    /// Its label as a section of the festival, or empty.
    pub section: String,
    /// True for a team event (boards per match set).
    pub team: bool,
    /// The first day as the settings hold it, for pages that write it in their language.
    #[serde(skip)]
    pub start_date: Option<String>,
    /// The last day, likewise.
    #[serde(skip)]
    pub end_date: Option<String>,
    /// The public page's path.
    #[serde(skip)]
    pub path: String,
}

impl EventSummary {
    /// The summary of a tournament's state.
    #[must_use]
    pub fn of(name: &str, s: &State) -> Self {
        let set = &s.settings;
        let dates = match (&set.start_date, &set.end_date) {
            (Some(a), Some(b)) if a != b => format!("{a} – {b}"),
            (Some(a), _) => a.clone(),
            (None, Some(b)) => b.clone(),
            (None, None) => String::new(),
        };
        EventSummary {
            name: name.to_string(),
            title: set.name.clone(),
            system: set.system.clone(),
            rounds: set.rounds,
            paired: s.tournament.rounds_paired(),
            players: s.tournament.player_count(),
            registration_open: s.registration_open,
            version: s.version,
            city: set.city.clone().unwrap_or_default(),
            dates,
            go: set.is_go(),
            festival: set.festival().unwrap_or_default().to_string(),
            section: if set.festival().is_some() {
                set.section_label().to_string()
            } else {
                String::new()
            },
            team: s.is_team_event(),
            start_date: set.start_date.clone().filter(|d| !d.trim().is_empty()),
            end_date: set.end_date.clone().filter(|d| !d.trim().is_empty()),
            path: format!("/e/{}", seg(name)),
        }
    }
}

/// A player in the list of players.
#[derive(Clone, Debug, Serialize)]
pub struct PlayerRow {
    /// Start rank (registration number while registration is open).
    pub rank: u32,
    /// Name.
    pub name: String,
    /// Title code, or empty.
    pub title: String,
    /// Rating, if rated.
    pub rating: Option<u16>,
    /// Federation, or empty.
    pub federation: String,
    /// Club, or empty.
    pub club: String,
    /// FIDE id, if known.
    pub fide_id: Option<u64>,
    /// Go rank (`3k`, `2d`), or empty.
    pub grade: String,
    /// Score so far, as written (`2.5`).
    pub points: String,
    /// The first round missed after withdrawing, if withdrawn.
    pub withdrawn_from: Option<u16>,
}

/// A Go player's rank as shown, or empty.
fn grade(p: &arbiter_core::Player) -> String {
    p.go_rank.map(|r| r.to_string()).unwrap_or_default()
}

fn points_text(p: arbiter_core::Points) -> String {
    p.to_string()
}

/// Every player, by number, with the score so far (a Go event's main score).
#[must_use]
pub fn players(s: &State) -> Vec<PlayerRow> {
    let t = &s.tournament;
    let go = arbiter_event::go_main_scores(s, t.rounds_paired());
    t.players()
        .map(|(id, p)| PlayerRow {
            rank: id.get(),
            name: p.name.clone(),
            title: p
                .title
                .as_ref()
                .map(|x| x.as_str().to_string())
                .unwrap_or_default(),
            rating: p.rating.map(|r| r.0),
            federation: p.federation.clone().unwrap_or_default(),
            club: p.club.clone().unwrap_or_default(),
            fide_id: p.fide_id,
            grade: grade(p),
            points: go
                .as_ref()
                .and_then(|g| g.get(id.index()).cloned())
                .unwrap_or_else(|| points_text(t.score(id))),
            withdrawn_from: p.withdrawn_from.map(RoundNo::get),
        })
        .collect()
}

/// A prohibited pairing (TRF26 record 260): its number in the list (from 1, what lifting
/// one names), the players by start rank, and its rounds.
#[derive(Clone, Debug, Serialize)]
pub struct ProhibitionView {
    /// Its place in the list, from 1.
    pub number: usize,
    /// The players; none of them may meet another of them.
    pub players: Vec<u32>,
    /// The first round it applies to.
    pub first_round: u16,
    /// The last round it applies to.
    pub last_round: u16,
}

/// A player's fictitious points for pairing (record 250, C.04.5).
#[derive(Clone, Debug, Serialize)]
pub struct AccelerationView {
    /// The player's start rank.
    pub player: u32,
    /// The points of each round from round 1, as written (`0.5`).
    pub points: Vec<String>,
}

/// What the pairing must respect beyond the rules.
#[derive(Clone, Debug, Serialize)]
pub struct ConstraintsView {
    /// The prohibited pairings, in the order they were set.
    pub prohibitions: Vec<ProhibitionView>,
    /// The accelerated players, by start rank.
    pub accelerations: Vec<AccelerationView>,
}

/// The prohibited pairings and the accelerated players.
#[must_use]
pub fn constraints(s: &State) -> ConstraintsView {
    ConstraintsView {
        prohibitions: s
            .prohibition_data()
            .into_iter()
            .enumerate()
            .map(|(i, p)| ProhibitionView {
                number: i + 1,
                players: p.players,
                first_round: p.first_round,
                last_round: p.last_round,
            })
            .collect(),
        accelerations: s
            .tournament
            .players()
            .filter(|(_, p)| !p.accelerations.is_empty())
            .map(|(id, p)| AccelerationView {
                player: id.get(),
                points: p.accelerations.iter().map(|x| points_text(*x)).collect(),
            })
            .collect(),
    }
}

/// One side of a board.
#[derive(Clone, Debug, Serialize)]
pub struct Side {
    /// Start rank.
    pub rank: u32,
    /// Name.
    pub name: String,
    /// Title, or empty.
    pub title: String,
    /// Federation, or empty.
    pub federation: String,
    /// True when the player has withdrawn.
    pub withdrawn: bool,
    /// Rating, if rated.
    pub rating: Option<u16>,
    /// Go rank, or empty.
    pub grade: String,
    /// Score before the round.
    pub points: String,
}

/// One board of a round.
#[derive(Clone, Debug, Serialize)]
pub struct BoardView {
    /// Board number, from 1.
    pub board: u32,
    /// White.
    pub white: Side,
    /// Black.
    pub black: Side,
    /// The result in notation, or `None` while pending.
    pub result: Option<String>,
    /// The result as shown (`1-0`, `½-½`, `+/-`), empty while pending.
    pub shown: String,
    /// Go: the handicap stones (0 for an even game); `None` in chess.
    pub handicap: Option<u8>,
}

/// A bye in a round.
#[derive(Clone, Debug, Serialize)]
pub struct ByeView {
    /// Start rank.
    pub player: u32,
    /// Name.
    pub name: String,
    /// `pairing`, `full`, `half` or `zero`.
    pub kind: &'static str,
    /// Points it gives, as written.
    pub points: String,
}

/// A paired round.
#[derive(Clone, Debug, Serialize)]
pub struct RoundView {
    /// The round.
    pub round: u16,
    /// Who paired it (`manual`, an engine, `demo`).
    pub engine: String,
    /// Boards in order.
    pub boards: Vec<BoardView>,
    /// Byes.
    pub byes: Vec<ByeView>,
    /// Boards still without a result.
    pub pending: usize,
}

fn bye_kind(k: ByeKind) -> &'static str {
    match k {
        ByeKind::PairingAllocated => "pairing",
        ByeKind::Full => "full",
        ByeKind::Half => "half",
        ByeKind::Zero => "zero",
    }
}

/// The pairing and results of round `no`, if paired.
#[must_use]
pub fn round(s: &State, no: RoundNo) -> Option<RoundView> {
    let t = &s.tournament;
    let r = t.round(no)?;
    let go = arbiter_event::go_main_scores(s, no.index());
    let side = |id: PlayerId| {
        let p = t.player(id);
        Side {
            rank: id.get(),
            name: p.map(|p| p.name.clone()).unwrap_or_default(),
            title: p
                .and_then(|p| p.title.as_ref())
                .map(|x| x.as_str().to_string())
                .unwrap_or_default(),
            federation: p.and_then(|p| p.federation.clone()).unwrap_or_default(),
            withdrawn: p.is_some_and(|p| p.withdrawn_from.is_some()),
            rating: p.and_then(|p| p.rating).map(|r| r.0),
            grade: p.map(grade).unwrap_or_default(),
            points: go
                .as_ref()
                .and_then(|g| g.get(id.index()).cloned())
                .unwrap_or_else(|| points_text(t.score_after(id, no.index()))),
        }
    };
    let boards: Vec<BoardView> = r
        .games()
        .iter()
        .enumerate()
        .map(|(i, g)| BoardView {
            board: u32::try_from(i + 1).unwrap_or(u32::MAX),
            white: side(g.white),
            black: side(g.black),
            result: (!g.result.is_pending()).then(|| g.result.notation()),
            shown: if g.result.is_pending() {
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
        .map(|&(p, k)| ByeView {
            player: p.get(),
            name: t.player(p).map(|p| p.name.clone()).unwrap_or_default(),
            kind: bye_kind(k),
            points: points_text(t.scoring.bye_points(k)),
        })
        .collect();
    Some(RoundView {
        round: no.get(),
        engine: s
            .engines
            .get(no.index())
            .map(|e| e.0.clone())
            .unwrap_or_default(),
        pending: boards.iter().filter(|b| b.result.is_none()).count(),
        boards,
        byes,
    })
}

/// One line of the standings.
#[derive(Clone, Debug, Serialize)]
pub struct StandingRow {
    /// Place (shared places repeat).
    pub place: u32,
    /// Start rank.
    pub rank: u32,
    /// Name.
    pub name: String,
    /// Title, or empty.
    pub title: String,
    /// Rating.
    pub rating: Option<u16>,
    /// Federation, or empty.
    pub federation: String,
    /// Go rank, or empty.
    pub grade: String,
    /// Values in list order (the first is the score), as written.
    pub values: Vec<String>,
    /// True when the player has withdrawn.
    pub withdrawn: bool,
    /// The player's independent group, or empty.
    #[serde(skip_serializing_if = "String::is_empty")]
    pub group: String,
}

/// The standings as the JSON API gives them.
#[derive(Clone, Debug, Serialize)]
pub struct StandingsView {
    /// `chess` or `go`: how the event ranks.
    pub game: &'static str,
    /// After this many rounds.
    pub rounds: usize,
    /// The columns' codes, the primary score first (`PTS`; a Go event's `MMS` or `NBW`).
    pub tiebreaks: Vec<String>,
    /// Rows in final order.
    pub rows: Vec<StandingRow>,
    /// Why standings could not be computed, if they could not.
    pub error: Option<String>,
}

/// The event's ranking after every round paired so far, or why there is none.
pub fn ranking(s: &State) -> Result<Ranking, String> {
    s.ranking().map_err(|e| e.to_string())
}

/// The standings of the event's ranking `r` (or of the reason it has none).
#[must_use]
pub fn standings(s: &State, r: &Result<Ranking, String>) -> StandingsView {
    let t = &s.tournament;
    let r = match r {
        Ok(r) => r,
        Err(e) => {
            return StandingsView {
                game: if s.settings.is_go() { "go" } else { "chess" },
                rounds: t.rounds_paired(),
                tiebreaks: Vec::new(),
                rows: Vec::new(),
                error: Some(e.clone()),
            };
        }
    };
    let rows = r
        .rows
        .iter()
        .map(|row| {
            let p = t.player(row.player);
            StandingRow {
                place: row.place,
                rank: row.player.get(),
                name: p.map(|p| p.name.clone()).unwrap_or_default(),
                title: p
                    .and_then(|p| p.title.as_ref())
                    .map(|x| x.as_str().to_string())
                    .unwrap_or_default(),
                rating: p.and_then(|p| p.rating).map(|r| r.0),
                federation: p.and_then(|p| p.federation.clone()).unwrap_or_default(),
                grade: p.map(grade).unwrap_or_default(),
                values: r.formatted(row),
                withdrawn: p.is_some_and(|p| p.withdrawn_from.is_some()),
                group: p.and_then(|p| p.group.clone()).unwrap_or_default(),
            }
        })
        .collect();
    StandingsView {
        game: match r.kind {
            GameKind::Chess => "chess",
            GameKind::Go => "go",
        },
        rounds: r.rounds,
        tiebreaks: r.codes(),
        rows,
        error: None,
    }
}

/// One line of the crosstable as the JSON API gives it.
#[derive(Clone, Debug, Serialize)]
pub struct CrossRow {
    /// Place.
    pub place: u32,
    /// Start rank.
    pub rank: u32,
    /// Name.
    pub name: String,
    /// Rating.
    pub rating: Option<u16>,
    /// Go rank, or empty.
    pub grade: String,
    /// Cells per round: in chess the opponent's start rank, colour letter and result code
    /// (`12w1`) or the bye's code; in Go the round as the EGF writes it, the opponent by
    /// line (`12+/w0`).
    pub cells: Vec<String>,
    /// The primary score (chess points, a Go event's McMahon score or wins).
    pub total: String,
    /// Go: the placement criteria, in the ranking's order; empty in chess.
    pub values: Vec<String>,
}

/// The crosstable of the event's ranking `r` in final order (a Go event's wall list).
#[must_use]
pub fn crosstable(s: &State, r: &Ranking) -> Vec<CrossRow> {
    let c = Crosstable::of(&s.tournament, r);
    let line = |p: PlayerId| c.position_of(p).map(|x| x.to_string()).unwrap_or_default();
    let start = |p: PlayerId| p.get().to_string();
    let name: &dyn Fn(PlayerId) -> String = match c.kind {
        GameKind::Chess => &start,
        GameKind::Go => &line,
    };
    c.by_final_rank()
        .into_iter()
        .map(|l| CrossRow {
            place: l.rank,
            rank: l.player.get(),
            name: l.name.clone(),
            rating: l.rating,
            grade: l.grade.clone().unwrap_or_default(),
            cells: l
                .cells
                .iter()
                .map(|cell| render::cell_text(c.kind, cell, name))
                .collect(),
            total: match (c.kind, r.row_of(l.player)) {
                (GameKind::Go, Some(row)) => r.primary_text(row),
                _ => points_text(l.total()),
            },
            values: l.values.clone(),
        })
        .collect()
}

/// One round of a player's card.
#[derive(Clone, Debug, Serialize)]
pub struct CardRound {
    /// The round.
    pub round: u16,
    /// Board, if paired in a game.
    pub board: Option<u32>,
    /// `white`, `black`, or empty.
    pub colour: String,
    /// Opponent's start rank.
    pub opponent: Option<u32>,
    /// Opponent's name, or what happened (`bye (half)`, `absent`).
    pub opponent_name: String,
    /// Opponent's rating.
    pub opponent_rating: Option<u16>,
    /// The player's result (`1`, `½`, `0`, `+`, `-`), empty while pending.
    pub result: String,
    /// Points in the round.
    pub points: String,
    /// Score after the round.
    pub running: String,
    /// Fictitious points of an accelerated pairing the player carried when paired in the
    /// round (never part of the score), or empty.
    pub fictitious: String,
    /// The bye's kind (as [`ByeView::kind`]) when the player had one, else empty: for
    /// pages that name it in their language.
    #[serde(skip)]
    pub bye: &'static str,
    /// True when the player was absent from the round.
    #[serde(skip)]
    pub absent: bool,
}

/// A player's card.
#[derive(Clone, Debug, Serialize)]
pub struct CardView {
    /// The player.
    pub player: PlayerRow,
    /// Place in the current standings.
    pub place: Option<u32>,
    /// Round by round.
    pub rounds: Vec<CardRound>,
    /// Performance rating over the rated games (B.02: the rating for which the expected
    /// score equals the score), when the player has rated games.
    pub performance: Option<i64>,
    /// FIDE rating change of the event and the K used (B.02 art. 8.3), for a rated player
    /// with rated games: K 10 from 2400, else 20 (the number of games a player has and
    /// their age, which raise K to 40, are not known here).
    pub rating_change: Option<(i64, u8)>,
    /// True when some round was paired with fictitious points.
    pub accelerated: bool,
    /// The player's recorded games (PGN), as (round, board).
    pub games: Vec<(u16, u32)>,
}

/// The card of player `n`, if there is one, with the place the event's ranking `ranking`
/// gives; a Go player's card has no Elo performance or rating change.
#[must_use]
pub fn card(s: &State, ranking: &Result<Ranking, String>, n: u32) -> Option<CardView> {
    let t = &s.tournament;
    let id = PlayerId::new(n).filter(|p| p.index() < t.player_count())?;
    let player = players(s).into_iter().nth(id.index())?;
    let mut running = arbiter_core::Points::ZERO;
    // The event's acceleration, where the file recorded none.
    let method = arbiter_pairing::acceleration::of_system(&s.settings.system);
    let computed = method
        .as_ref()
        .map(|a| arbiter_pairing::acceleration::fictitious(t, a));
    let fictitious_in = |r: RoundNo| {
        let recorded = t.pairing_score(id, r) - t.score_after(id, r.index());
        if recorded > arbiter_core::Points::ZERO {
            return recorded;
        }
        computed
            .as_ref()
            .and_then(|c| c.get(id.index()))
            .and_then(|rounds| rounds.get(r.index()))
            .copied()
            .unwrap_or(arbiter_core::Points::ZERO)
    };
    let rounds: Vec<CardRound> = (0..t.rounds_paired())
        .map(|i| {
            let r = RoundNo::from_index(i);
            let pts = t.points_in(id, r);
            running += pts;
            let extra = fictitious_in(r);
            let mut row = CardRound {
                round: r.get(),
                board: None,
                colour: String::new(),
                opponent: None,
                opponent_name: String::new(),
                opponent_rating: None,
                result: String::new(),
                points: points_text(pts),
                running: points_text(running),
                fictitious: if extra > arbiter_core::Points::ZERO {
                    points_text(extra)
                } else {
                    String::new()
                },
                bye: "",
                absent: false,
            };
            match t.entry(id, r) {
                Entry::Game {
                    opponent,
                    colour,
                    result,
                    board,
                } => {
                    let o = t.player(opponent);
                    row.board = Some(board);
                    row.colour = match colour {
                        Some(Colour::White) => "white".into(),
                        Some(Colour::Black) => "black".into(),
                        None => String::new(),
                    };
                    row.opponent = Some(opponent.get());
                    row.opponent_name = o.map(|o| o.name.clone()).unwrap_or_default();
                    row.opponent_rating = o.and_then(|o| o.rating).map(|r| r.0);
                    row.result = result
                        .map(|x| match x.trf_code() {
                            '=' | 'D' => "½".to_string(),
                            c => c.to_string(),
                        })
                        .unwrap_or_default();
                }
                Entry::Bye(k) => {
                    row.bye = bye_kind(k);
                    row.opponent_name = format!("bye ({})", row.bye);
                }
                Entry::Absent => {
                    row.absent = true;
                    row.opponent_name = "absent".into();
                }
            }
            row
        })
        .collect();
    let games = arbiter_standings::rating::rated_games(t)
        .into_iter()
        .nth(id.index())
        .unwrap_or_default();
    let ratings: Vec<u16> = games.iter().map(|g| g.opponent).collect();
    let halves: i64 = games.iter().map(|g| i64::from(g.result_halves)).sum();
    let go = s.settings.is_go();
    let performance =
        arbiter_standings::rating::performance_rating(halves, &ratings).filter(|_| !go);
    let rating_change = player
        .rating
        .filter(|_| !go && !games.is_empty())
        .map(|own| {
            let k = if own >= 2400 {
                arbiter_standings::rating::KFactor(10)
            } else {
                arbiter_standings::rating::KFactor(20)
            };
            (arbiter_standings::rating::event_change(own, k, &games), k.0)
        });
    Some(CardView {
        place: ranking
            .as_ref()
            .ok()
            .and_then(|r| r.row_of(id))
            .map(|r| r.place),
        player,
        accelerated: rounds.iter().any(|r| !r.fictitious.is_empty()),
        games: games_of_player(s, id),
        rounds,
        performance,
        rating_change,
    })
}

/// The (round, board) of every recorded game of player `player`, for the card's links.
pub(crate) fn games_of_player(s: &State, player: PlayerId) -> Vec<(u16, u32)> {
    s.game_records()
        .into_iter()
        .filter(|(round, board, _)| {
            s.tournament
                .round(*round)
                .and_then(|r| r.games().get(usize::try_from(board.checked_sub(1)?).ok()?))
                .is_some_and(|g| g.white == player || g.black == player)
        })
        .map(|(round, board, _)| (round.get(), board))
        .collect()
}

/// Percent-encodes one path segment (event names may hold any printable character).
pub(crate) fn seg(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}
