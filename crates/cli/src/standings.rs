//! `arbiter standings`, `arbiter crosstable`, `arbiter prizes`: tables computed from an
//! event's state, whether it was read from a file or from the store.

use anyhow::{Result, anyhow};
use arbiter_core::{PlayerId, Tournament};
use arbiter_event::State;
use arbiter_standings::{Mode, Options, Ranking, RuleVersion};
use clap::{Args, ValueEnum};
use serde_json::json;

use crate::io::{JsonFlag, Outcome, emit, write_out};
use crate::teams::{self, TeamTableArgs};

/// How the standings are computed.
#[derive(Args)]
pub struct RulesArgs {
    /// Tie-breaks in order (default: the TRF's 202/212 list, else the FIDE list for the mode).
    #[arg(long)]
    tiebreaks: Option<String>,
    /// The C.07 text to apply.
    #[arg(long, value_enum, default_value_t = RulesArg::R2026)]
    rules: RulesArg,
    /// Swiss or round-robin handling of unplayed rounds (default: from the tournament type).
    #[arg(long, value_enum)]
    mode: Option<ModeArg>,
    /// Round robins: apply the withdrawal rule (fewer than half the games played: results
    /// deleted; otherwise the rest lost by default), per cycle or for the whole event.
    #[arg(long, value_enum)]
    withdrawals: Option<WithdrawalArg>,
}

#[derive(Copy, Clone, ValueEnum)]
enum WithdrawalArg {
    /// Each cycle of a double round robin on its own.
    PerCycle,
    /// The whole event as one.
    WholeEvent,
}

#[derive(Copy, Clone, ValueEnum)]
enum RulesArg {
    /// C.07 in force since 1 March 2026.
    #[value(name = "2026")]
    R2026,
    /// The 2024 text.
    #[value(name = "2024")]
    R2024,
    /// The 2009 (Kallithea) rules.
    #[value(name = "2009")]
    R2009,
}

#[derive(Copy, Clone, ValueEnum)]
enum ModeArg {
    /// Swiss.
    Swiss,
    /// Round robin.
    Roundrobin,
}

/// `arbiter standings`.
#[derive(Args)]
pub struct StandingsArgs {
    /// A .trf file, or the name of a stored tournament.
    pub target: String,
    #[command(flatten)]
    rules: RulesArgs,
    /// Output format.
    #[arg(long, value_enum, default_value_t = StandingsFormat::Text)]
    format: StandingsFormat,
    /// Only a category, as conditions joined by `+`: `rating=1800-2000` (either bound may
    /// be left out), `unrated`, `sex=w`, `fed=NOR`, `born-from=2008`, `born-until=1961`,
    /// `club=NAME`, `group=NAME` (an independent group). Players keep their overall order
    /// and ties.
    #[arg(long)]
    category: Option<String>,
    /// Print JSON (the same as --format json).
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    team: TeamTableArgs,
}

#[derive(Copy, Clone, ValueEnum)]
enum StandingsFormat {
    /// Aligned text.
    Text,
    /// Tab-separated values.
    Tsv,
    /// Comma-separated values.
    Csv,
    /// JSON.
    Json,
    /// An HTML table.
    Html,
}

/// `arbiter crosstable`.
#[derive(Args)]
pub struct CrosstableArgs {
    /// A .trf file, or the name of a stored tournament.
    pub target: String,
    /// Order of the lines.
    #[arg(long, value_enum, default_value_t = CrossOrder::Start)]
    order: CrossOrder,
    /// Output format.
    #[arg(long, value_enum, default_value_t = CrossFormat::Text)]
    format: CrossFormat,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    json: JsonFlag,
}

#[derive(Copy, Clone, ValueEnum)]
enum CrossOrder {
    /// By start rank.
    Start,
    /// By final rank.
    Rank,
}

#[derive(Copy, Clone, ValueEnum)]
enum CrossFormat {
    /// Aligned text.
    Text,
    /// An HTML table.
    Html,
    /// JSON.
    Json,
    /// Tab-separated values.
    Tsv,
    /// Comma-separated values.
    Csv,
}

/// `arbiter prizes`.
#[derive(Args)]
pub struct PrizesArgs {
    /// A .trf file, or the name of a stored tournament.
    pub target: String,
    /// Prizes by place, in money units: 1000,800,600.
    #[arg(long, value_delimiter = ',', required = true)]
    prizes: Vec<u64>,
    /// Hort system: half of each tied prize to its place, half shared equally (without
    /// this or --by-place, a chess event's tied players share equally).
    #[arg(long)]
    hort: bool,
    /// Only players on the same place share (no pooling of tied prizes); a Go event's
    /// default, its placement criteria deciding every place.
    #[arg(long, conflicts_with = "hort")]
    by_place: bool,
    /// A category's prizes, `CATEGORY:AMOUNTS`, e.g. `rating=-1800:200,100` or
    /// `sex=w:150` (categories as for `standings --category`); repeat for several. With
    /// categories, each player wins one prize, the most valuable they can; every list is
    /// shared as the main prizes are.
    #[arg(long = "category")]
    categories: Vec<String>,
    #[command(flatten)]
    rules: RulesArgs,
    #[command(flatten)]
    json: JsonFlag,
}

/// `arbiter standings`: a team event's tables when asked; else the event's ranking (a
/// chess event by points and tie-breaks, FIDE C.07; a Go event by its placement criteria).
///
/// # Errors
/// When a tie-break, a category or the team section does not read.
pub fn standings(s: &State, a: &StandingsArgs) -> Result<Outcome> {
    let json_mode = a.json || matches!(a.format, StandingsFormat::Json);
    // A Go team event's team standings: the ones `go teams` gives, by its team criteria.
    if a.team.teams
        && arbiter_event::is_go_team_event(s)
        && let Some(g) = arbiter_event::go_view(s)
    {
        return crate::go_team::teams_of(&a.target, &g, None, json_mode);
    }
    if a.team.any() && !is_go(s) {
        if a.team.teams && s.is_team_event() && !s.pairs_matches() {
            return write_out(&teams::schedule_totals(s, json_mode)?);
        }
        // A team section that does not read as matches is an error, not "no teams".
        let view = if s.is_team_event() && a.team.clubs.is_none() {
            Some(
                s.team_view()
                    .map_err(|e| anyhow!("{}: the team section: {e}", a.target))?,
            )
        } else {
            None
        };
        let tiebreaks = a
            .rules
            .tiebreaks
            .clone()
            .or_else(|| s.settings.tiebreaks.clone());
        let text = teams::team_tables(s, view.as_ref(), &a.team, tiebreaks.as_deref(), json_mode)?;
        return write_out(&text);
    }
    let adjusted = with_withdrawal_rule(s, &a.rules);
    let (s, removed) = match &adjusted {
        Some((state, removed)) => (state, removed.as_slice()),
        None => (s, &[][..]),
    };
    let t = &s.tournament;
    let mut ranking = ranking(s, &a.rules)?;
    if !removed.is_empty() {
        ranking = ranking.filter(|row| !removed.contains(&row.player));
    }
    if let Some(spec) = &a.category {
        let category = parse_category(spec)?;
        ranking = arbiter_standings::category_standings(&ranking, t, &category);
    }
    let format = if a.json {
        StandingsFormat::Json
    } else {
        a.format
    };
    use arbiter_standings::render;
    let text = match format {
        StandingsFormat::Text => render::ranking_text(&ranking, t),
        StandingsFormat::Tsv => render::ranking_tsv(&ranking, t),
        StandingsFormat::Csv => render::ranking_csv(&ranking, t),
        StandingsFormat::Json => render::ranking_json(&ranking, t),
        StandingsFormat::Html => render::ranking_html(&ranking, t),
    };
    write_out(&text)
}

/// `arbiter crosstable`: in the order and with the places of the event's ranking (a Go
/// event's wall list).
///
/// # Errors
/// When a tie-break does not read.
pub fn crosstable(s: &State, a: &CrosstableArgs) -> Result<Outcome> {
    use arbiter_standings::render::{self, Order};
    let t = &s.tournament;
    let c = arbiter_standings::Crosstable::of(t, &ranking(s, &a.rules)?);
    let order = match a.order {
        CrossOrder::Start => Order::StartRank,
        CrossOrder::Rank => Order::FinalRank,
    };
    let format = if a.json.json {
        CrossFormat::Json
    } else {
        a.format
    };
    let text = match format {
        CrossFormat::Text => render::crosstable_text(&c, order),
        CrossFormat::Tsv => render::crosstable_tsv(&c, order),
        CrossFormat::Csv => render::crosstable_csv(&c, order),
        CrossFormat::Html => render::crosstable_html(&c, order),
        CrossFormat::Json => render::crosstable_json(&c, order),
    };
    write_out(&text)
}

/// `arbiter prizes`: prize money shared over the event's ranking (tied players share as
/// the flags say, else as the game does: see `Ranking::default_sharing`); with
/// categories, one prize per player, the most valuable they can win.
///
/// # Errors
/// When a tie-break or a category does not read.
pub fn prizes(s: &State, a: &PrizesArgs) -> Result<Outcome> {
    use arbiter_standings::Sharing;
    let t = &s.tournament;
    let ranking = ranking(s, &a.rules)?;
    let sharing = if a.hort {
        Sharing::Hort { own_percent: 50 }
    } else if a.by_place {
        Sharing::ByPlace
    } else {
        ranking.default_sharing()
    };
    if !a.categories.is_empty() {
        return category_prizes(t, &ranking, a, sharing);
    }
    let place_of = |p: PlayerId| ranking.row_of(p).map_or(0, |r| r.place);
    let name_of = |p: PlayerId| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
    let awards = arbiter_standings::distribute(&ranking, &a.prizes, sharing);
    let rows: Vec<_> = awards
        .iter()
        .map(|a| json!({"start_rank": a.player.get(), "rank": place_of(a.player), "name": name_of(a.player), "amount": a.amount}))
        .collect();
    let text: Vec<String> = awards
        .iter()
        .map(|a| {
            format!(
                "{:>4}  {:>4}  {:<32} {:>10}",
                place_of(a.player),
                a.player.get(),
                name_of(a.player),
                a.amount
            )
        })
        .collect();
    emit(a.json.json, &json!(rows), &text.join("\n"));
    Ok(Outcome::Ok)
}

/// Main and category prizes with one prize per player, each list shared as `sharing`
/// says (as the main prizes alone would be).
fn category_prizes(
    t: &Tournament,
    ranking: &Ranking,
    a: &PrizesArgs,
    sharing: arbiter_standings::Sharing,
) -> Result<Outcome> {
    let mut cats = Vec::new();
    for spec in &a.categories {
        let (cat, amounts) = spec.rsplit_once(':').ok_or_else(|| {
            anyhow!("--category {spec:?}: expected CATEGORY:AMOUNTS, e.g. sex=w:150,100")
        })?;
        let amounts: Vec<u64> = amounts
            .split(',')
            .map(|x| {
                x.trim()
                    .parse()
                    .map_err(|_| anyhow!("--category {spec:?}: {x:?} is not an amount"))
            })
            .collect::<Result<_>>()?;
        cats.push((parse_category(cat)?, amounts));
    }
    let awards =
        arbiter_standings::distribute_with_categories(ranking, t, &a.prizes, &cats, sharing);
    let place_of = |p: PlayerId| ranking.row_of(p).map_or(0, |r| r.place);
    let name_of = |p: PlayerId| t.player(p).map(|x| x.name.clone()).unwrap_or_default();
    let label = |w: &arbiter_standings::ListedAward| match w.list {
        None => format!("place {}", w.place),
        Some(k) => cats[k].0.prize_label(arbiter_i18n::Lang::En, w.place),
    };
    let mut sorted = awards.clone();
    sorted.sort_by_key(|w| place_of(w.player));
    let rows: Vec<_> = sorted
        .iter()
        .map(|w| json!({"start_rank": w.player.get(), "rank": place_of(w.player), "name": name_of(w.player), "amount": w.amount, "prize": label(w)}))
        .collect();
    let text: Vec<String> = sorted
        .iter()
        .map(|w| {
            format!(
                "{:>4}  {:>4}  {:<32} {:>10}  {}",
                place_of(w.player),
                w.player.get(),
                name_of(w.player),
                w.amount,
                label(w)
            )
        })
        .collect();
    emit(a.json.json, &json!(rows), &text.join("\n"));
    Ok(Outcome::Ok)
}

/// Standings options: the tie-break list (flag, else the event's 212/202 list, else the
/// FIDE list for the mode) and the mode (flag, else the tournament type).
fn setup(t: &Tournament, r: &RulesArgs) -> Result<(Vec<arbiter_standings::TieBreak>, Options)> {
    let kind = format!(
        "{} {}",
        t.info.system_code.clone().unwrap_or_default(),
        t.info.kind.clone().unwrap_or_default()
    )
    .to_ascii_lowercase();
    let mode = match r.mode {
        Some(ModeArg::Swiss) => Mode::Swiss,
        Some(ModeArg::Roundrobin) => Mode::RoundRobin,
        None if kind.contains("robin") => Mode::RoundRobin,
        None => Mode::Swiss,
    };
    let version = match r.rules {
        RulesArg::R2026 => RuleVersion::Fide2026,
        RulesArg::R2024 => RuleVersion::Fide2024,
        RulesArg::R2009 => RuleVersion::Kallithea2009,
    };
    let from_event = t
        .info
        .standings_tiebreaks
        .clone()
        .or_else(|| t.info.tiebreaks.clone())
        .filter(|s| !s.trim().is_empty());
    let list = match r.tiebreaks.clone().or(from_event) {
        Some(text) => arbiter_standings::standings_list(&text)
            .map_err(|e| anyhow!("tie-breaks {text:?}: {e}"))?,
        None => arbiter_standings::default_list(mode),
    };
    Ok((
        list,
        Options {
            version,
            mode,
            ..Options::default()
        },
    ))
}

/// Reads a category given as `cond+cond+…` (see `arbiter standings --help`).
fn parse_category(spec: &str) -> Result<arbiter_standings::Category> {
    spec.parse().map_err(|e| anyhow!("--{e}"))
}

/// The event's ranking by the rules given (a Go event ranks by its placement criteria
/// whatever they say), over every round paired.
///
/// # Errors
/// When a tie-break does not read, or names team scores.
fn ranking(s: &State, r: &RulesArgs) -> Result<Ranking> {
    let (list, opts) = setup(&s.tournament, r)?;
    Ok(s.ranking_by(s.tournament.rounds_paired(), &list, opts)?)
}

/// Whether the event is a Go event, which ranks by its placement criteria.
fn is_go(s: &State) -> bool {
    s.settings.is_go()
}

/// The event the standings are computed on when the round-robin withdrawal rule is asked
/// for (a chess event's results deleted or turned into losses by default), and the
/// players it removes from the table; `None` when it is not asked for.
fn with_withdrawal_rule(s: &State, r: &RulesArgs) -> Option<(State, Vec<PlayerId>)> {
    use arbiter_standings::CycleRule;
    let rule = r.withdrawals.filter(|_| !is_go(s))?;
    let t = &s.tournament;
    let n = t.player_count();
    let cycle = if n.is_multiple_of(2) {
        n.saturating_sub(1)
    } else {
        n
    };
    let rule = match rule {
        WithdrawalArg::PerCycle => CycleRule::PerCycle,
        WithdrawalArg::WholeEvent => CycleRule::WholeEvent,
    };
    let out = arbiter_standings::apply_round_robin_withdrawals(
        t,
        &arbiter_standings::withdrawals(t),
        cycle,
        rule,
    );
    let mut state = s.clone();
    state.tournament = out.tournament;
    Some((state, out.removed))
}
