//! Team events on the command line: `arbiter team …` registers teams, gives lineups and
//! forfeits matches of a stored event; `arbiter generate --teams` writes a random team
//! event; `arbiter standings --teams` (and `--board-prizes`, `--players`, `--clubs`) gives
//! the team tables; `pair` and `check` on a team TRF pair its teams.

use anyhow::{Context, Result, anyhow, bail};
use arbiter_core::teams::{TeamEntry, TeamView, team_table};
use arbiter_core::{PlayerId, RoundNo, Tournament};
use arbiter_event::{
    Event, State, TeamData, TeamGeneratorConfig, TeamRanking, generate_team_event,
};
use arbiter_standings::render_team;
use arbiter_store::AnyStore;
use clap::{Args, Subcommand};
use serde_json::{Value, json};

use crate::io::{JsonFlag, Outcome, deliver, emit};
use crate::workflow;

/// `arbiter team …`.
#[derive(Subcommand)]
pub(crate) enum TeamCommand {
    /// Register a team of players already registered (board order as listed, then
    /// reserves).
    Add {
        /// The event.
        event: String,
        /// The team's name.
        #[arg(long)]
        name: String,
        /// Players by number in board order, comma-separated (e.g. 1,2,3,4,5).
        #[arg(long)]
        members: String,
        /// A short name (up to five characters).
        #[arg(long)]
        short: Option<String>,
        /// Federation or club.
        #[arg(long)]
        federation: Option<String>,
        /// The captain (the account that may give lineups on the web app).
        #[arg(long)]
        captain: Option<String>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Change a team's name, captain or roster.
    Edit {
        /// The event.
        event: String,
        /// The team's number.
        team: u16,
        /// New name.
        #[arg(long)]
        name: Option<String>,
        /// New roster, comma-separated, in board order.
        #[arg(long)]
        members: Option<String>,
        /// New short name.
        #[arg(long)]
        short: Option<String>,
        /// New federation or club.
        #[arg(long)]
        federation: Option<String>,
        /// New captain.
        #[arg(long)]
        captain: Option<String>,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// The teams: number, name, rating, rosters and scores.
    List {
        /// The event.
        event: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// A team's lineup for a round: players by board, 0 for an empty board (before the
    /// round is paired, or after it while its match has no result).
    Lineup {
        /// The event.
        event: String,
        /// The round.
        #[arg(long)]
        round: u16,
        /// The team's number.
        #[arg(long)]
        team: u16,
        /// Players by board, comma-separated (e.g. 3,1,5,0).
        players: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Forfeit a whole match: +- the home team wins, -+ the away team, -- neither came.
    Forfeit {
        /// The event.
        event: String,
        /// The round.
        #[arg(long)]
        round: u16,
        /// The home team (White on board 1).
        #[arg(long)]
        home: u16,
        /// The away team.
        #[arg(long)]
        away: u16,
        /// +-, -+ or --.
        #[arg(long, allow_hyphen_values = true)]
        result: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// The matches of a round, with their boards and scores (default: the last paired).
    Matches {
        /// The event.
        event: String,
        /// The round.
        #[arg(long)]
        round: Option<u16>,
        #[command(flatten)]
        json: JsonFlag,
    },
}

fn numbers(flag: &str, text: &str) -> Result<Vec<u32>> {
    text.split([',', ' '])
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .map(|x| {
            x.parse::<u32>()
                .map_err(|_| anyhow!("{flag}: {x:?} is not a player number"))
        })
        .collect()
}

/// Runs `arbiter team …` on a stored event.
pub(crate) async fn run(store: &AnyStore, command: TeamCommand) -> Result<Outcome> {
    match command {
        TeamCommand::Add {
            event,
            name,
            members,
            short,
            federation,
            captain,
            json,
        } => {
            let data = TeamData {
                name,
                short,
                federation,
                captain,
                members: numbers("--members", &members)?,
            };
            let (s, _) = workflow::change(store, &event, |_| {
                Ok(vec![Event::TeamRegistered { team: data.clone() }])
            })
            .await?;
            let n = s.tournament.teams.teams.len();
            emit(
                json.json,
                &json!({"team": n, "name": data.name}),
                &format!("team {n}: {}", data.name),
            );
        }
        TeamCommand::Edit {
            event,
            team,
            name,
            members,
            short,
            federation,
            captain,
            json,
        } => {
            let members = members.map(|m| numbers("--members", &m)).transpose()?;
            let (s, _) = workflow::change(store, &event, |s| {
                let k = usize::from(team)
                    .checked_sub(1)
                    .filter(|&k| k < s.teams.data.len())
                    .ok_or_else(|| anyhow!("there is no team {team}"))?;
                let mut data = s.teams.data[k].clone();
                if let Some(n) = &name {
                    data.name.clone_from(n);
                }
                if let Some(m) = &members {
                    data.members.clone_from(m);
                }
                if short.is_some() {
                    data.short.clone_from(&short);
                }
                if federation.is_some() {
                    data.federation.clone_from(&federation);
                }
                if captain.is_some() {
                    data.captain.clone_from(&captain);
                }
                Ok(vec![Event::TeamEdited { team, data }])
            })
            .await?;
            let k = usize::from(team) - 1;
            emit(
                json.json,
                &team_json(&s, k),
                &format!("team {team}: {}", s.teams.data[k].name),
            );
        }
        TeamCommand::List { event, json } => {
            let s = workflow::load(store, &event).await?;
            let (value, text) = list_view(&s)?;
            emit(json.json, &value, &text);
        }
        TeamCommand::Lineup {
            event,
            round,
            team,
            players,
            json,
        } => {
            let list = numbers("lineup", &players)?;
            workflow::change(store, &event, |_| {
                Ok(vec![Event::LineupSet {
                    round,
                    team,
                    players: list.clone(),
                }])
            })
            .await?;
            emit(
                json.json,
                &json!({"round": round, "team": team, "players": list}),
                &format!(
                    "round {round}: lineup of team {team}: {}",
                    list.iter()
                        .map(|p| if *p == 0 {
                            "-".to_string()
                        } else {
                            p.to_string()
                        })
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            );
        }
        TeamCommand::Forfeit {
            event,
            round,
            home,
            away,
            result,
            json,
        } => {
            workflow::change(store, &event, |_| {
                Ok(vec![Event::MatchForfeited {
                    round,
                    home,
                    away,
                    result: result.clone(),
                }])
            })
            .await?;
            emit(
                json.json,
                &json!({"round": round, "home": home, "away": away, "result": result}),
                &format!("round {round}: teams {home} and {away}: {result}"),
            );
        }
        TeamCommand::Matches { event, round, json } => {
            let s = workflow::load(store, &event).await?;
            let r = match round {
                Some(r) => RoundNo::new(r).ok_or_else(|| anyhow!("rounds count from 1"))?,
                None => {
                    let n = s.tournament.rounds_paired();
                    if n == 0 {
                        bail!("no round has been paired yet");
                    }
                    RoundNo::from_index(n - 1)
                }
            };
            let view = s.team_view()?;
            let (value, text) = matches_view(&s.tournament, &view, r)?;
            emit(json.json, &value, &text);
        }
    }
    Ok(Outcome::Ok)
}

fn team_json(s: &State, k: usize) -> Value {
    let t = &s.tournament;
    let team = &t.teams.teams[k];
    let data = s.teams.data.get(k).cloned().unwrap_or_default();
    let rules = s.team_rules().ok();
    let rating = rules
        .as_ref()
        .and_then(|r| arbiter_core::teams::team_rating(t, &team.players, r.rating_boards));
    json!({
        "team": k + 1,
        "name": team.name,
        "short": data.short,
        "federation": data.federation,
        "captain": data.captain,
        "rating": rating.map(|r| r.0),
        "members": team.players.iter().map(|p| p.get()).collect::<Vec<_>>(),
    })
}

fn list_view(s: &State) -> Result<(Value, String)> {
    let t = &s.tournament;
    let scores = s.team_view().map(|v| v.scores()).unwrap_or_default();
    let mut text = String::new();
    let mut teams = Vec::new();
    for k in 0..t.teams.teams.len() {
        let mut v = team_json(s, k);
        let (mp, gp) = scores.get(k).copied().unwrap_or_default();
        v["mp"] = json!(mp.to_string());
        v["gp"] = json!(gp.to_string());
        let team = &t.teams.teams[k];
        text.push_str(&format!(
            "{:>3}  {:<30} {:>5}  MP {:>5}  GP {:>5}\n",
            k + 1,
            team.name,
            v["rating"]
                .as_u64()
                .map(|r| r.to_string())
                .unwrap_or_default(),
            mp,
            gp
        ));
        for (b, p) in team.players.iter().enumerate() {
            let pl = t.player(*p);
            text.push_str(&format!(
                "       {:>2}. {:>4} {:<30} {}\n",
                b + 1,
                p.get(),
                pl.map(|x| x.name.as_str()).unwrap_or_default(),
                pl.and_then(|x| x.rating)
                    .map(|r| r.0.to_string())
                    .unwrap_or_default()
            ));
        }
        teams.push(v);
    }
    Ok((json!({"teams": teams}), text.trim_end().to_string()))
}

/// A round's matches: teams, match and game points, boards with players and results.
pub(crate) fn matches_view(t: &Tournament, view: &TeamView, r: RoundNo) -> Result<(Value, String)> {
    let tr = view
        .rounds
        .get(r.index())
        .ok_or_else(|| anyhow!("round {r} is not paired"))?;
    let win = view.scoring.win_white;
    let name = |id: Option<PlayerId>| {
        id.and_then(|p| t.player(p).map(|x| format!("{} {}", p.get(), x.name)))
            .unwrap_or_else(|| "(empty board)".to_string())
    };
    let mut text = format!("Round {r}\n");
    let mut matches = Vec::new();
    for m in &tr.matches {
        let (gh, ga) = m.game_points(win);
        let pending = m.is_pending();
        let score = if pending {
            "-".to_string()
        } else {
            format!("{gh} - {ga}")
        };
        let forfeit = m.forfeit.map(|f| match f {
            arbiter_core::teams::MatchForfeit::HomeWins => "+-",
            arbiter_core::teams::MatchForfeit::AwayWins => "-+",
            arbiter_core::teams::MatchForfeit::Double => "--",
        });
        text.push_str(&format!(
            "{:>3} {:<28} {:^11} {:>3} {}{}\n",
            view.number(m.home),
            view.teams[m.home].name,
            score,
            view.number(m.away),
            view.teams[m.away].name,
            forfeit
                .map(|f| format!("  (forfeited {f})"))
                .unwrap_or_default()
        ));
        let mut boards = Vec::new();
        for b in &m.boards {
            let res = match (b.home_points, b.away_points) {
                (Some(h), Some(a)) => format!("{h}-{a}"),
                _ => "-".into(),
            };
            let c = if b.home_colour == arbiter_core::Colour::White {
                'W'
            } else {
                'B'
            };
            text.push_str(&format!(
                "      {:>2} {c} {:<34} {:^9} {}\n",
                b.board,
                name(b.home),
                res,
                name(b.away)
            ));
            boards.push(json!({
                "board": b.board,
                "home": b.home.map(PlayerId::get),
                "away": b.away.map(PlayerId::get),
                "home_colour": if c == 'W' { "white" } else { "black" },
                "home_points": b.home_points.map(|p| p.to_string()),
                "away_points": b.away_points.map(|p| p.to_string()),
            }));
        }
        matches.push(json!({
            "home": view.number(m.home),
            "away": view.number(m.away),
            "home_gp": (!pending).then(|| gh.to_string()),
            "away_gp": (!pending).then(|| ga.to_string()),
            "forfeit": forfeit,
            "boards": boards,
        }));
    }
    let mut byes = Vec::new();
    for (k, e) in tr.entries.iter().enumerate() {
        if let Some(TeamEntry::Bye(kind)) = e {
            text.push_str(&format!(
                "{:>3} {:<28} bye ({})\n",
                view.number(k),
                view.teams[k].name,
                kind.trf_code()
            ));
            byes.push(json!({"team": view.number(k), "kind": kind.trf_code().to_string()}));
        }
    }
    Ok((
        json!({"round": r.get(), "matches": matches, "byes": byes}),
        text.trim_end().to_string(),
    ))
}

/// A team TRF as its team table (teams as players) for `pair` and `check`; an
/// individual TRF as it is.
///
/// # Errors
/// When the boards do not read as team matches.
pub(crate) fn pairing_input(t: Tournament) -> Result<Tournament> {
    if t.teams.teams.is_empty() {
        return Ok(t);
    }
    let view = TeamView::of(&t).map_err(|e| anyhow!("the team section: {e}"))?;
    team_table(&t, &view).map_err(|e| anyhow!("the team section: {e}"))
}

/// The last round of a team event as the team engines see it: the team table of the
/// rounds before it (totals after those rounds), and the matches and bye of the round.
///
/// # Errors
/// When the boards do not read as team matches.
pub(crate) fn last_team_round(
    t: &Tournament,
) -> Result<(
    Tournament,
    Vec<arbiter_pairing::PairedGame>,
    Option<PlayerId>,
)> {
    let view = TeamView::of(t).map_err(|e| anyhow!("the team section: {e}"))?;
    let mut table = team_table(t, &view).map_err(|e| anyhow!("the team section: {e}"))?;
    let (games, bye) = arbiter_pairing::split_last_round(&mut table)
        .ok_or_else(|| anyhow!("no round has been paired yet"))?;
    let before = view.scores_after(table.rounds_paired());
    for (team, (mp, gp)) in table.teams.teams.iter_mut().zip(before) {
        team.match_points = Some(mp);
        team.game_points = Some(gp);
    }
    Ok((table, games, bye))
}

/// Options of the team tables of `arbiter standings`.
#[derive(Args, Clone, Debug, Default)]
pub(crate) struct TeamTableArgs {
    /// Team standings (match points, game points, team tie-breaks of C.07).
    #[arg(long)]
    pub teams: bool,
    /// Board prizes: per board, the players who sat on it.
    #[arg(long)]
    pub board_prizes: bool,
    /// Board prizes: fewest games to be ranked.
    #[arg(long, default_value_t = 0)]
    pub min_games: u32,
    /// Board prizes ranked by performance rather than percentage.
    #[arg(long)]
    pub by_performance: bool,
    /// Every player of every team: points, games, percentage, boards.
    #[arg(long)]
    pub players: bool,
    /// Vega's "rank teams" of an individual event: each club's best N results.
    #[arg(long, value_name = "N")]
    pub clubs: Option<usize>,
}

impl TeamTableArgs {
    /// True when a team table is asked for.
    pub(crate) fn any(&self) -> bool {
        self.teams || self.board_prizes || self.players || self.clubs.is_some()
    }
}

/// The team tables asked for, as text or JSON.
///
/// # Errors
/// When the event has no teams (but for `--clubs`), or a tie-break does not parse.
pub(crate) fn team_tables(
    s: &State,
    view: Option<&TeamView>,
    a: &TeamTableArgs,
    tiebreaks: Option<&str>,
    json_mode: bool,
) -> Result<String> {
    let t = &s.tournament;
    if let Some(n) = a.clubs {
        if n == 0 {
            bail!("--clubs: at least one result per club");
        }
        let r = arbiter_standings::rank_teams(t, n);
        return Ok(if json_mode {
            render_team::rank_teams_json(&r, t)
        } else {
            render_team::rank_teams_text(&r, t)
        });
    }
    let view = view.ok_or_else(|| anyhow!("the event has no teams"))?;
    if a.board_prizes {
        let opts = arbiter_standings::BoardPrizeOptions {
            min_games: a.min_games,
            order: if a.by_performance {
                arbiter_standings::BoardPrizeOrder::Performance
            } else {
                arbiter_standings::BoardPrizeOrder::Percentage
            },
            ..arbiter_standings::BoardPrizeOptions::default()
        };
        let tables = arbiter_standings::board_prizes(t, view, &opts);
        return Ok(if json_mode {
            render_team::board_prizes_json(&tables, t, view)
        } else {
            render_team::board_prizes_text(&tables, t, view)
        });
    }
    if a.players {
        let rows = arbiter_standings::individual_across_teams(view, None);
        return Ok(if json_mode {
            render_team::individual_across_teams_json(&rows, t, view)
        } else {
            render_team::individual_across_teams_text(&rows, t, view)
        });
    }
    // The event's own team ranking, or the one `--tiebreaks` asks for.
    let list = tiebreaks
        .filter(|x| !x.trim().is_empty())
        .map(|text| {
            arbiter_standings::team_standings_list(text, view.rules.primary)
                .with_context(|| format!("--tiebreaks {text:?}"))
        })
        .transpose()?;
    let TeamRanking::Matches {
        view,
        standings: table,
    } = s.team_ranking_by(t.rounds_paired(), list.as_deref())?
    else {
        bail!("a fixed schedule's rounds are not team matches");
    };
    let view = &view;
    Ok(if json_mode {
        render_team::team_standings_json(&table, view)
    } else {
        render_team::team_standings_text(&table, view)
    })
}

/// Options of `arbiter generate` for a team event.
#[derive(Args, Clone, Debug, Default)]
pub(crate) struct TeamGenerateArgs {
    /// Number of teams: write a random team event (TRF26 team records) instead.
    #[arg(long)]
    pub teams: Option<usize>,
    /// Boards per match (team events).
    #[arg(long, default_value_t = 4)]
    pub boards: u8,
    /// Reserves per team (team events).
    #[arg(long, default_value_t = 1)]
    pub reserves: u8,
}

/// `arbiter generate --teams N`: a random team event paired round by round by the team
/// engine, as TRF26.
#[allow(clippy::too_many_arguments)]
pub(crate) fn generate(
    teams: usize,
    t: &TeamGenerateArgs,
    rounds: u16,
    seed: u64,
    system: &str,
    highest: u16,
    lowest: u16,
    draw_percent: u32,
    output: Option<&std::path::Path>,
) -> Result<Outcome> {
    let system = if system.eq_ignore_ascii_case("dutch") {
        // The individual default: a team event is paired by the team system.
        "swiss-team"
    } else {
        system
    };
    let config = TeamGeneratorConfig {
        teams,
        boards: t.boards,
        reserves: t.reserves,
        rounds,
        seed,
        system: system.to_string(),
        highest_rating: highest,
        lowest_rating: lowest,
        draw_percent,
        ..TeamGeneratorConfig::default()
    };
    let s = match generate_team_event(&config) {
        Ok(s) => s,
        Err(arbiter_event::GenerateTeamError::Pairing { round, error }) => {
            eprintln!(
                "arbiter: round {round} could not be paired: {error}; try another seed or fewer rounds"
            );
            return Ok(Outcome::NoAnswer);
        }
        Err(e) => bail!("{e}"),
    };
    let view = arbiter_event::export_view(&s);
    let text = arbiter_trf::write(&view, arbiter_trf::Dialect::Trf26)?;
    deliver(&text, output)?;
    Ok(Outcome::Ok)
}

/// The team table of a fixed schedule (Scheveningen, Hilton): the players' points summed
/// (`arbiter_standings::schedule_totals`), as text or JSON.
pub(crate) fn schedule_totals(s: &State, json_mode: bool) -> Result<String> {
    let TeamRanking::Schedule(rows) = s.team_ranking()? else {
        bail!("the event's rounds are team matches, not a fixed schedule");
    };
    let t = &s.tournament;
    let teams = &t.teams.teams;
    let mut text = String::from("Rank No Team                             GP     MP\n");
    let mut out = Vec::new();
    for r in &rows {
        text.push_str(&format!(
            "{:>4} {:>2} {:<30} {:>5} {:>6}\n",
            r.rank,
            r.team + 1,
            teams[r.team].name,
            r.gp.to_string(),
            r.mp.map(|x| x.to_string()).unwrap_or_default()
        ));
        out.push(json!({
            "rank": r.rank,
            "number": r.team + 1,
            "team": teams[r.team].name,
            "gp": r.gp.as_f64(),
            "mp": r.mp.map(arbiter_core::Points::as_f64),
        }));
    }
    Ok(if json_mode {
        Value::Array(out).to_string()
    } else {
        text.trim_end().to_string()
    })
}
