//! The stateless engine mode: pair or check the rounds of a TRF file, generate random
//! tournaments, and the established engines' command lines (`--dutch FILE -p`, ...).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, anyhow, bail};
use arbiter_core::{ByeKind, PlayerId, Points, ScoringSystem, Tournament};
use arbiter_pairing::{
    BracketReport, GeneratorConfig, Pairing, PairingError, PairingSystem, system_by_name,
    unknown_system,
};
use arbiter_trf::Dialect;
use clap::Args;

use crate::compat::{self, Compat};
use crate::io::{Outcome, deliver, read_trf_file};

/// Options of `arbiter pair FILE.trf`.
pub struct PairOptions<'a> {
    /// `--system`.
    pub system: Option<&'a str>,
    /// `--variant` (round robins).
    pub variant: Option<&'a str>,
    /// `-o`.
    pub output: Option<&'a Path>,
    /// `--explain`.
    pub explain: bool,
}

/// The engine for a tournament: the `--system` flag, else the TRF 192 record, else Dutch.
fn engine_for(
    t: &Tournament,
    system: Option<&str>,
    variant: Option<&str>,
) -> Result<Box<dyn PairingSystem + Send + Sync>> {
    let from_file = t
        .info
        .system_code
        .as_deref()
        .filter(|s| !s.trim().is_empty());
    let (name, origin) = match (system, from_file) {
        (Some(s), _) => (s.to_string(), "--system"),
        (None, Some(code)) => (code.trim().to_string(), "the 192 record"),
        (None, None) => ("dutch".to_string(), "the default"),
    };
    let full = match variant {
        Some(v) => format!("{name}:{v}"),
        None => name.clone(),
    };
    system_by_name(&full).ok_or_else(|| anyhow!("{} (from {origin})", unknown_system(&full)))
}

/// The pairing in the engines' format: the number of pairs (the bye counts as one), then
/// `WHITE BLACK` per board, the pairing-allocated bye as `RANK 0`.
fn engine_output(p: &Pairing) -> String {
    let boards: Vec<(u32, u32)> = p
        .games
        .iter()
        .map(|g| (g.white.get(), g.black.get()))
        .collect();
    compat::format_pairs(&boards, p.bye.map(PlayerId::get))
}

fn join_ids(ids: &[PlayerId]) -> String {
    if ids.is_empty() {
        return "none".to_string();
    }
    ids.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

fn explain_bracket(out: &mut String, b: &BracketReport) {
    let _ = writeln!(out, "bracket {} points", b.score);
    let _ = writeln!(out, "  residents: {}", join_ids(&b.residents));
    for (id, key) in &b.keys {
        let _ = writeln!(out, "    {id}: {key}");
    }
    let way = if b.upward { "up" } else { "down" };
    if !b.moved_down.is_empty() {
        let _ = writeln!(out, "  moved {way}: {}", join_ids(&b.moved_down));
    }
    let pairs: Vec<String> = b.pairs.iter().map(|(x, y)| format!("{x}-{y}")).collect();
    let _ = writeln!(
        out,
        "  pairs: {}",
        if pairs.is_empty() {
            "none".to_string()
        } else {
            pairs.join(", ")
        }
    );
    if !b.downfloaters.is_empty() {
        let _ = writeln!(out, "  floating {way}: {}", join_ids(&b.downfloaters));
    }
    for (c, n) in &b.failures {
        let _ = writeln!(out, "  not met by {n} player(s): {c}");
    }
    for d in &b.deviations {
        let _ = writeln!(out, "  {} [{}]", d.detail, d.criterion);
    }
}

/// The reasons of a pairing in readable text (for `--explain`).
pub fn explanation(system: &str, p: &Pairing) -> String {
    let mut out = format!("{system}, round {}\n", p.round);
    for b in &p.brackets {
        explain_bracket(&mut out, b);
    }
    if let Some(b) = p.bye {
        let _ = writeln!(out, "pairing-allocated bye: {b}");
    }
    for (id, kind) in &p.requested_byes {
        let what = match kind {
            ByeKind::Half => "half-point bye",
            ByeKind::Full => "full-point bye",
            ByeKind::Zero | ByeKind::PairingAllocated => "absent",
        };
        let _ = writeln!(out, "not paired: {id} ({what})");
    }
    for id in &p.withdrawn {
        let _ = writeln!(out, "not paired: {id} (withdrawn)");
    }
    out
}

fn no_pairing(e: &PairingError) -> Result<Outcome> {
    eprintln!("arbiter: {e}");
    Ok(match e {
        PairingError::NoValidPairing(_) | PairingError::BeyondLastRound { .. } => Outcome::NoAnswer,
        _ => Outcome::BadInput,
    })
}

/// `arbiter pair FILE.trf`: pairs the first round without a pairing.
pub fn pair_file(path: &Path, o: &PairOptions<'_>) -> Result<Outcome> {
    let Some(t) = read_trf_file(path)? else {
        return Ok(Outcome::BadInput);
    };
    // A team event pairs its teams: the pairs are team numbers.
    let t = crate::teams::pairing_input(t).map_err(|e| anyhow!("{}: {e}", path.display()))?;
    let engine = engine_for(&t, o.system, o.variant)?;
    match engine.pair(&t) {
        Ok(p) => {
            if o.explain {
                eprint!("{}", explanation(engine.name(), &p));
            }
            deliver(&engine_output(&p), o.output)?;
            Ok(Outcome::Ok)
        }
        Err(e) => no_pairing(&e),
    }
}

/// `arbiter check FILE.trf`: re-pairs the last round (with `all`, every round) from the
/// rounds before it and reports every difference with the criterion at stake.
pub fn check_file(
    path: &Path,
    system: Option<&str>,
    variant: Option<&str>,
    all: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let Some(t) = read_trf_file(path)? else {
        return Ok(Outcome::BadInput);
    };
    check_tournament(
        &path.display().to_string(),
        t,
        system,
        variant,
        all,
        json_mode,
    )
}

/// The check of `arbiter check`, on a tournament read from a file or a store.
pub fn check_tournament(
    label: &str,
    mut t: Tournament,
    system: Option<&str>,
    variant: Option<&str>,
    all: bool,
    json_mode: bool,
) -> Result<Outcome> {
    let engine = engine_for(&t, system, variant)?;
    if t.rounds_paired() == 0 {
        eprintln!("arbiter: {label}: no round has been paired yet");
        return Ok(Outcome::BadInput);
    }
    let teams = !t.teams.teams.is_empty();
    if t.initial_colour.is_none() {
        // No 152/XXC record: the colour drawn before round 1 is read off round 1 itself,
        // so that the lot is not reported as a difference (a team event's, off its
        // matches).
        let first = if teams {
            crate::teams::pairing_input(t.clone()).map_err(|e| anyhow!("{label}: {e}"))?
        } else {
            t.clone()
        };
        if let Some(c) = arbiter_pairing::initial_colour_of_round_one(&first, engine.as_ref()) {
            eprintln!("arbiter: no initial colour recorded; round 1 shows it was {c}");
            t.initial_colour = Some(c);
        }
    }
    // Peel the rounds off from the last: each is checked against the rounds before it. A
    // team event's rounds are its matches, checked on the team table of the rounds
    // before (whose totals are those of the rounds before).
    let mut reports = Vec::new();
    loop {
        let case = if teams {
            if t.rounds_paired() == 0 {
                None
            } else {
                let (table, games, bye) =
                    crate::teams::last_team_round(&t).map_err(|e| anyhow!("{label}: {e}"))?;
                t.pop_round();
                Some((table, games, bye))
            }
        } else {
            arbiter_pairing::split_last_round(&mut t).map(|(g, b)| (t.clone(), g, b))
        };
        let Some((before, games, bye)) = case else {
            break;
        };
        let round = before.next_round();
        let report = engine
            .check(&before, &games, bye)
            .map(|r| (games.len(), bye, r));
        let stop = report.is_err() || !all;
        reports.push((round, report));
        if stop {
            break;
        }
    }
    reports.reverse();
    let mut outcome = Outcome::Ok;
    let mut text = String::new();
    let mut rounds = Vec::new();
    for (round, report) in reports {
        let (boards, bye, report) = match report {
            Ok(r) => r,
            Err(e) => {
                let _ = writeln!(text, "round {round}: {e}");
                rounds.push(serde_json::json!({"round": round.get(), "agrees": false, "error": e.to_string()}));
                outcome = Outcome::NoAnswer;
                continue;
            }
        };
        if report.agrees() {
            let _ = writeln!(
                text,
                "round {round}: the pairing agrees with {} ({boards} boards{})",
                engine.name(),
                if bye.is_some() { " and the bye" } else { "" }
            );
            rounds
                .push(serde_json::json!({"round": round.get(), "agrees": true, "boards": boards}));
            continue;
        }
        outcome = Outcome::NoAnswer;
        let _ = writeln!(
            text,
            "round {round}: {} difference(s) with {}",
            report.differences.len(),
            engine.name()
        );
        for d in &report.differences {
            match &d.criterion {
                Some(c) => {
                    let _ = writeln!(text, "  {} [{c}]", d.what);
                }
                None => {
                    let _ = writeln!(text, "  {}", d.what);
                }
            }
        }
        let expected = engine_output(&report.expected);
        let _ = write!(text, "engine's pairing:\n{expected}");
        rounds.push(serde_json::json!({
            "round": round.get(),
            "agrees": false,
            "differences": report.differences.iter().map(|d| serde_json::json!({"what": d.what, "criterion": d.criterion.as_ref().map(ToString::to_string)})).collect::<Vec<_>>(),
            "engine_pairing": expected.lines().collect::<Vec<_>>(),
        }));
    }
    if json_mode {
        println!(
            "{}",
            serde_json::json!({"system": engine.name(), "agrees": matches!(outcome, Outcome::Ok), "rounds": rounds})
        );
    } else {
        print!("{text}");
    }
    Ok(outcome)
}

/// Options of `arbiter generate`.
#[derive(Args, Clone, Debug)]
pub struct GenerateArgs {
    /// Number of players.
    #[arg(long, required_unless_present = "teams")]
    players: Option<usize>,
    #[command(flatten)]
    team: crate::teams::TeamGenerateArgs,
    /// Number of rounds.
    #[arg(long)]
    rounds: u16,
    /// The seed: the same seed and options give the same tournament.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Percentage of drawn games between players of equal rating (fewer as the difference
    /// grows).
    #[arg(long, default_value = "30")]
    draw_rate: String,
    /// Percentage of games lost by forfeit.
    #[arg(long, default_value = "1")]
    forfeit_rate: String,
    /// Percentage of players asking for a half-point bye in a round.
    #[arg(long, default_value = "1")]
    bye_rate: String,
    /// Percentage of players withdrawing before a round.
    #[arg(long, default_value = "0.2")]
    retire_rate: String,
    /// Points for a win and a draw, e.g. 3,1 (a loss scores 0).
    #[arg(long, default_value = "1,0.5")]
    points: String,
    /// Rating of the strongest player.
    #[arg(long, default_value_t = 2600)]
    highest_rating: u16,
    /// Rating of the weakest player.
    #[arg(long, default_value_t = 1400)]
    lowest_rating: u16,
    /// The pairing system.
    #[arg(long, default_value = "dutch", long_help = arbiter_pairing::registry::usage())]
    system: String,
    /// Write TRF-16 (with the JaVaFo records) instead of TRF26.
    #[arg(long)]
    trf16: bool,
    /// Output file (default: standard output).
    #[arg(short, long)]
    output: Option<PathBuf>,
}

/// A percentage such as `30`, `2.5` or `0.2%`, in thousandths.
fn per_mille(flag: &str, text: &str) -> Result<u32> {
    let t = text.trim().trim_end_matches('%');
    let (whole, frac) = t.split_once('.').unwrap_or((t, ""));
    let ok = !whole.is_empty()
        && whole.chars().all(|c| c.is_ascii_digit())
        && frac.len() <= 1
        && frac.chars().all(|c| c.is_ascii_digit());
    let value = if ok {
        whole
            .parse::<u32>()
            .ok()
            .and_then(|w| w.checked_mul(10))
            .map(|w| w + frac.parse::<u32>().unwrap_or(0))
    } else {
        None
    };
    match value {
        Some(v) if v <= 1000 => Ok(v),
        _ => bail!("{flag}: {text:?} is not a percentage from 0 to 100 (one decimal at most)"),
    }
}

fn scoring(points: &str) -> Result<ScoringSystem> {
    let parts: Vec<&str> = points.split(',').map(str::trim).collect();
    let [w, d] = parts.as_slice() else {
        bail!("--points: expected WIN,DRAW such as 1,0.5 or 3,1; found {points:?}");
    };
    let p = |s: &str| {
        s.parse::<Points>()
            .map_err(|e| anyhow!("--points: {s:?}: {e}"))
    };
    Ok(ScoringSystem::uniform(p(w)?, p(d)?, Points::ZERO))
}

fn run_generator(config: &GeneratorConfig, system: &str, dialect: Dialect) -> Result<String> {
    let chosen = arbiter_pairing::registry::find(system).map_err(|e| anyhow!("{e}"))?;
    let engine = chosen.engine();
    let per_match = engine.games_per_match().max(1);
    if !config.rounds.is_multiple_of(per_match) {
        bail!(
            "--rounds: {} pairs matches of {per_match} games, one round each: give a multiple of {per_match}",
            engine.name()
        );
    }
    let mut t = arbiter_pairing::generate(config, engine.as_ref())?;
    // The 192 record names the system as the registry writes it (round robins too).
    t.info.system_code = Some(chosen.code());
    Ok(arbiter_trf::write(&t, dialect)?)
}

/// `arbiter generate`: a random tournament paired by the engine (FIDE C.04.A).
pub fn generate(a: &GenerateArgs) -> Result<Outcome> {
    if a.rounds == 0 {
        bail!("--rounds: at least 1 round");
    }
    if let Some(teams) = a.team.teams {
        if a.players.is_some() {
            bail!(
                "--players and --teams: a team event's players are its teams' boards and reserves"
            );
        }
        return crate::teams::generate(
            teams,
            &a.team,
            a.rounds,
            a.seed,
            &a.system,
            a.highest_rating,
            a.lowest_rating,
            per_mille("--draw-rate", &a.draw_rate)?.div_ceil(10),
            a.output.as_deref(),
        );
    }
    let players = a.players.unwrap_or(0);
    if players < 2 {
        bail!("--players: at least 2 players");
    }
    let config = GeneratorConfig {
        players,
        rounds: a.rounds,
        seed: a.seed,
        highest_rating: a.highest_rating,
        lowest_rating: a.lowest_rating,
        draw_percent: per_mille("--draw-rate", &a.draw_rate)?.div_ceil(10),
        forfeit_per_mille: per_mille("--forfeit-rate", &a.forfeit_rate)?,
        half_bye_per_mille: per_mille("--bye-rate", &a.bye_rate)?,
        retire_per_mille: per_mille("--retire-rate", &a.retire_rate)?,
        scoring: scoring(&a.points)?,
        ..GeneratorConfig::default()
    };
    let dialect = if a.trf16 {
        Dialect::Trf16
    } else {
        Dialect::Trf26
    };
    match run_generator(&config, &a.system, dialect) {
        Ok(text) => {
            deliver(&text, a.output.as_deref())?;
            Ok(Outcome::Ok)
        }
        Err(e) => match e.downcast_ref::<PairingError>() {
            Some(p) => {
                eprintln!(
                    "arbiter: round could not be paired: {p}; try another seed or fewer rounds"
                );
                Ok(Outcome::NoAnswer)
            }
            None => Err(e),
        },
    }
}

/// "One in N" as the established engines count rates, in thousandths (0: never).
fn one_in(n: Option<u32>) -> u32 {
    match n {
        None | Some(0) => 0,
        Some(n) => 1000 / n,
    }
}

/// Runs an established engine's command line.
pub fn run_compat(c: Compat) -> Result<Outcome> {
    match c {
        Compat::Pair {
            system,
            input,
            output,
        } => pair_file(
            &input,
            &PairOptions {
                system: Some(&system),
                variant: None,
                output: output.as_deref(),
                explain: false,
            },
        ),
        Compat::Check { system, input } => check_file(&input, Some(&system), None, false, false),
        Compat::Generate {
            system,
            config,
            output,
            seed,
        } => {
            let cfg = match config {
                Some(path) => {
                    let (_, text) = crate::io::read_text(&path)?;
                    compat::parse_config(&text).with_context(|| path.display().to_string())?
                }
                None => compat::GeneratorConfig::default(),
            };
            let defaults = GeneratorConfig::default();
            let points = |s: &Option<String>, d: Points| -> Result<Points> {
                s.as_deref().map_or(Ok(d), |v| {
                    v.parse::<Points>().map_err(|e| anyhow!("{v:?}: {e}"))
                })
            };
            let win = points(&cfg.points_for_win, Points::whole(1))?;
            let draw = points(&cfg.points_for_draw, Points::from_halves(1))?;
            let config = GeneratorConfig {
                players: cfg.players.map_or(defaults.players, |p| p as usize),
                rounds: cfg.rounds.unwrap_or(defaults.rounds),
                seed: seed.unwrap_or(defaults.seed),
                highest_rating: cfg.highest_rating.unwrap_or(defaults.highest_rating),
                lowest_rating: cfg.lowest_rating.unwrap_or(defaults.lowest_rating),
                draw_percent: cfg.draw_percentage.unwrap_or(defaults.draw_percent),
                forfeit_per_mille: one_in(cfg.forfeit_rate),
                half_bye_per_mille: one_in(cfg.half_point_bye_rate),
                retire_per_mille: one_in(cfg.retired_rate),
                scoring: ScoringSystem::uniform(win, draw, Points::ZERO),
                ..defaults
            };
            let text = run_generator(&config, &system, Dialect::Trf16)?;
            deliver(&text, Some(&output))?;
            Ok(Outcome::Ok)
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn percentages() {
        assert_eq!(per_mille("x", "30").unwrap(), 300);
        assert_eq!(per_mille("x", "2.5").unwrap(), 25);
        assert_eq!(per_mille("x", "0.2%").unwrap(), 2);
        assert_eq!(per_mille("x", "100").unwrap(), 1000);
        for bad in ["", "-1", "101", "1.25", "x", "1e3", ".5"] {
            assert!(per_mille("x", bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn point_systems() {
        let s = scoring("3,1").unwrap();
        assert_eq!(
            s,
            ScoringSystem::uniform(Points::whole(3), Points::whole(1), Points::ZERO)
        );
        assert!(scoring("3").is_err());
        assert!(scoring("a,b").is_err());
    }
}
