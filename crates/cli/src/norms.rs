//! `arbiter norms NAME [--player P] [--json]`: every player's title norm checks (FIDE
//! B.01 1.4) with the reason each missed criterion gives; `--it1 PLAYER --title GM -o
//! FILE` writes the certificate of a title result (FIDE form IT1), `--it3 -o FILE` the
//! tournament report (FIDE form IT3), as PDF or, for a `.html` file, HTML.

use std::path::{Path, PathBuf};

use anyhow::{Result, anyhow, bail};
use arbiter_core::{PlayerId, Tournament};
use arbiter_print::{Kind, NormRequest, Printer, Request};
use arbiter_standings::norm_forms;
use arbiter_standings::norms::{self, NormCheck, NormEvent, NormOptions, NormTitle, half_points};
use clap::Args;
use serde_json::{Value, json};

use crate::io::{Outcome, deliver_bytes, emit};
use crate::target;
use crate::workflow::Location;

#[derive(Args)]
pub(crate) struct NormsArgs {
    /// The name of a stored tournament, or a .trf file.
    target: String,
    /// Only this player (start rank or part of the name).
    #[arg(long, conflicts_with_all = ["it1", "it3"])]
    player: Option<String>,
    /// The kind of event, for the exceptions of B.01 1.4.1b and 1.4.3a-c: ordinary,
    /// national (championship), national-team, zonal, team (world or continental team or
    /// club championship) or world-cup.
    #[arg(long, default_value = "ordinary")]
    event: String,
    /// The pairings are predetermined (a round robin); by default read from the TRF 192 or
    /// 092 record.
    #[arg(long)]
    round_robin: bool,
    /// Write the certificate of a title result (FIDE form IT1) of this player.
    #[arg(long, value_name = "PLAYER", requires_all = ["title", "output"], conflicts_with = "it3")]
    it1: Option<String>,
    /// The title of the IT1 certificate: GM, IM, WGM or WIM.
    #[arg(long)]
    title: Option<String>,
    /// Write the tournament report (FIDE form IT3).
    #[arg(long, requires = "output")]
    it3: bool,
    /// The form's file: `.html` for HTML, anything else for PDF.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Print one JSON value instead of text.
    #[arg(long)]
    json: bool,
}

/// Runs the command.
pub(crate) fn run(location: &Location, a: &NormsArgs) -> Result<Outcome> {
    let Some(state) = target::load(location, &a.target)? else {
        return Ok(Outcome::BadInput);
    };
    let t = &state.tournament;
    let mut opts = NormOptions::for_tournament(t);
    opts.event = NormEvent::parse(&a.event).ok_or_else(|| {
        anyhow!(
            "unknown event kind {:?}: ordinary, national, national-team, zonal, team or world-cup",
            a.event
        )
    })?;
    opts.predetermined |= a.round_robin;
    let find = |spec: &str| -> Result<PlayerId> {
        let n = arbiter_event::find_player(&state, spec)?;
        let index = usize::try_from(n)?
            .checked_sub(1)
            .ok_or_else(|| anyhow!("there is no player 0"))?;
        Ok(PlayerId::from_index(index))
    };

    if let Some(spec) = &a.it1 {
        let title = a.title.as_deref().unwrap_or_default();
        let title = NormTitle::parse(title)
            .ok_or_else(|| anyhow!("unknown title {title:?}: GM, IM, WGM or WIM"))?;
        let player = find(spec)?;
        let req = NormRequest {
            options: opts.clone(),
            player: Some(player),
            title: Some(title),
        };
        write_form(&state, Kind::It1, req, a.output.as_deref())?;
        return Ok(Outcome::Ok);
    }
    if a.it3 {
        let req = NormRequest {
            options: opts.clone(),
            ..NormRequest::default()
        };
        write_form(&state, Kind::It3, req, a.output.as_deref())?;
        return Ok(Outcome::Ok);
    }
    if a.title.is_some() || a.output.is_some() {
        bail!("--title and --output go with --it1 PLAYER or --it3");
    }

    // An event too short for any norm says so in one line (a player asked for by name
    // still gets their criteria); JSON keeps every player's check.
    if a.player.is_none()
        && !a.json
        && let Some(why) = norms::no_norm_possible(t, &opts)
    {
        emit(false, &Value::Null, &why);
        return Ok(Outcome::Ok);
    }
    let mut all = norms::norms(t, &opts);
    if let Some(spec) = &a.player {
        let id = find(spec)?;
        all.retain(|p| p.player == id);
    }
    let mut lines = Vec::new();
    let mut values = Vec::new();
    for p in &all {
        let Some(pl) = t.player(p.player) else {
            continue;
        };
        lines.push(format!(
            "{} {}{}",
            p.player,
            pl.name,
            pl.title
                .as_ref()
                .map(|t| format!(" ({t})"))
                .unwrap_or_default()
        ));
        for c in &p.checks {
            lines.push(format!("  {}", line(c)));
        }
        values.push(json!({
            "player": p.player.get(),
            "name": pl.name,
            "norms": p.checks.iter().map(|c| check_json(t, c)).collect::<Vec<_>>(),
        }));
    }
    let achieved = all
        .iter()
        .flat_map(|p| &p.checks)
        .filter(|c| c.achieved && !c.held)
        .count();
    lines.push(format!(
        "{achieved} norm{} achieved",
        if achieved == 1 { "" } else { "s" }
    ));
    emit(a.json, &Value::Array(values), &lines.join("\n"));
    Ok(Outcome::Ok)
}

/// One title's line: the verdict, the numbers, and the reasons when missed.
fn line(c: &NormCheck) -> String {
    let numbers = format!(
        "{} games, {} points, Ra {}, Rp {}",
        c.games.len(),
        half_points(c.score_halves),
        c.average.map_or_else(|| "-".into(), |v| v.to_string()),
        c.performance.map_or_else(|| "-".into(), |v| v.to_string()),
    );
    if c.held {
        format!("{}: holds the title ({numbers})", c.title)
    } else if c.achieved {
        format!(
            "{}: norm ({numbers}; {}; counts as {} games)",
            c.title,
            c.route.describe(),
            c.counts_as
        )
    } else {
        format!(
            "{}: no norm ({numbers}): {}",
            c.title,
            c.reasons().join("; ")
        )
    }
}

fn check_json(t: &Tournament, c: &NormCheck) -> Value {
    json!({
        "title": c.title.code(),
        "achieved": c.achieved,
        "held": c.held,
        "games": c.games.len(),
        "score": half_points(c.score_halves),
        "average": c.average,
        "performance": c.performance,
        "counts_as": c.counts_as,
        "route": c.route.describe(),
        "raised": c.raised.map(|(id, before)| json!({
            "player": t.player(id).map(|p| p.name.clone()),
            "rating": before,
            "floor": c.title.rating_floor(),
        })),
        "criteria": c.checks.iter().map(|k| json!({
            "name": k.name(),
            "article": k.article(),
            "value": k.value(),
            "met": k.met(),
            "reason": k.reason(),
        })).collect::<Vec<_>>(),
        "reasons": c.reasons(),
        "notes": c.notes,
    })
}

/// Writes a form as HTML (for a `.html` file) or PDF, with what the event's details add
/// to it (the organiser, the chief arbiter's FIDE ID).
fn write_form(
    state: &arbiter_event::State,
    kind: Kind,
    norm: NormRequest,
    output: Option<&Path>,
) -> Result<()> {
    let output = output.ok_or_else(|| anyhow!("the form needs --output FILE"))?;
    let is_html = output
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("html") || e.eq_ignore_ascii_case("htm"));
    let req = Request {
        norm,
        ..Request::new(kind)
    };
    let bytes = if is_html {
        norm_forms::form_html(&arbiter_print::title_form(state, &req)?).into_bytes()
    } else {
        let doc = arbiter_print::document(state, &req)?;
        let text = arbiter_print::text_of(&doc);
        let mut extra = Vec::new();
        let mut printer = Printer::new(Vec::new());
        let missing = printer.uncovered(&text);
        if !missing.is_empty() {
            extra.extend(arbiter_server::print::fonts_covering(&missing));
            printer = Printer::new(extra);
        }
        printer.render(&doc)?
    };
    deliver_bytes(&bytes, Some(output))?;
    println!("wrote {}", output.display());
    Ok(())
}
