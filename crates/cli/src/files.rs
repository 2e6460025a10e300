//! A stored event written to a file, and an event created from one: `arbiter export`,
//! `arbiter import`.

use std::io::Write;
use std::path::PathBuf;

use anyhow::{Result, anyhow, bail};
use arbiter_gotha::GoFile;
use arbiter_store::{AnyStore, EventStore};
use arbiter_trf::Dialect;
use serde_json::json;

use crate::workflow::{self, emit};
use crate::{Outcome, go, load, read_input};
use clap::ValueEnum;

/// `arbiter export`: TRF or CSV (chess), OpenGotha, h9, tou or AGA (Go), to standard output.
pub async fn export(store: &AnyStore, name: &str, format: Option<ExportFormat>) -> Result<Outcome> {
    let s = workflow::load(store, name).await?;
    let text = export_text(s, format)?;
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())?;
    out.flush()?;
    Ok(Outcome::Ok)
}

/// A stored event in `format` (default: TRF26 for chess, OpenGotha for Go).
pub fn export_text(mut s: arbiter_event::State, format: Option<ExportFormat>) -> Result<String> {
    let go_view = arbiter_event::go_view(&s);
    s.tournament = arbiter_event::export_view(&s);
    let text = match (format, &go_view) {
        (None, Some(g)) => arbiter_gotha::write_file(g, GoFile::OpenGotha),
        (Some(f), Some(g)) => match f.go_file() {
            Some(file) => arbiter_gotha::write_file(g, file),
            None => bail!("a Go event is exported as xml, h9, tou or aga"),
        },
        (
            Some(ExportFormat::Xml | ExportFormat::H9 | ExportFormat::Aga | ExportFormat::Tou),
            None,
        ) => {
            bail!(
                "xml, h9, tou and aga are the files of a Go event; a chess event is exported as trf26, trf16 or csv"
            )
        }
        (None | Some(ExportFormat::Trf26), None) => {
            arbiter_trf::write(&s.tournament, Dialect::Trf26)?
        }
        (Some(ExportFormat::Trf16), None) => arbiter_trf::write(&s.tournament, Dialect::Trf16)?,
        (Some(ExportFormat::Csv), None) => arbiter_event::players_csv(&s),
    };
    Ok(text)
}

/// `arbiter import`: an event created from a TRF, its whole log checked before any of it
/// is written.
pub async fn import(
    store: &AnyStore,
    file: PathBuf,
    name: Option<String>,
    system: Option<String>,
    json: crate::JsonFlag,
) -> Result<Outcome> {
    let (fname, bytes) = read_input(&file)?;
    let go_file = file
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("xml") || e.eq_ignore_ascii_case("h9"))
        || bytes.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'<')
        || arbiter_gotha::is_wallist(&bytes);
    let name = match name {
        Some(n) => n,
        None => file
            .file_stem()
            .and_then(|s| s.to_str())
            .map(str::to_string)
            .ok_or_else(|| anyhow!("give the tournament a name with --name"))?,
    };
    if go_file {
        if system.is_some() {
            bail!("a Go file names its own system (by its first placement criterion)");
        }
        let Some(g) = go::read_tournament_bytes(&fname, &bytes) else {
            return Ok(Outcome::BadInput);
        };
        let (events, notes) = arbiter_event::events_from_go(&g);
        return store_imported(store, &fname, &name, &events, &notes, g.players.len(), json).await;
    }
    let Some(t) = load(&fname, &bytes) else {
        return Ok(Outcome::BadInput);
    };
    let system = system.unwrap_or_else(|| trf_system(&t));
    let (events, notes) = trf_events(&t, &system)?;
    store_imported(
        store,
        &fname,
        &name,
        &events,
        &notes,
        t.player_count(),
        json,
    )
    .await
}

/// The pairing system a TRF's 192 record names, as the registry of systems reads codes;
/// a team file is paired by teams unless its code names a team or round-robin system; with
/// no code it knows, a round robin when the tournament type says so, else the Dutch system.
pub(crate) fn trf_system(t: &arbiter_core::Tournament) -> String {
    use arbiter_pairing::registry::{self, Game, Options};
    let code = t.info.system_code.as_deref().unwrap_or_default();
    let chosen = registry::from_code(code);
    let individual_swiss = chosen
        .as_ref()
        .is_none_or(|s| s.system.game == Game::Chess && s.system.options == Options::Acceleration);
    if !t.teams.teams.is_empty() && individual_swiss {
        return "swiss-team".into();
    }
    if let Some(s) = chosen {
        return s.name();
    }
    let kind = t
        .info
        .kind
        .as_deref()
        .unwrap_or_default()
        .to_ascii_lowercase();
    if kind.contains("robin") {
        "roundrobin".into()
    } else {
        "dutch".into()
    }
}

/// The events that make a TRF's tournament (its team section as teams and lineups), and
/// notes on what the import changed.
pub(crate) fn trf_events(
    t: &arbiter_core::Tournament,
    system: &str,
) -> Result<(Vec<arbiter_event::Event>, Vec<String>)> {
    if t.teams.teams.is_empty() {
        workflow::events_from_trf(t, system)
    } else {
        crate::teams::events_from_team_trf(t, system)
    }
}

/// `arbiter pgn`: the games of a round (default: the last paired) as PGN skeletons.
pub fn pgn(
    t: &arbiter_core::Tournament,
    round: Option<u16>,
    output: Option<&std::path::Path>,
) -> Result<Outcome> {
    let round = crate::round_or_last(t, round)?;
    let text =
        arbiter_pgn::round_games(t, round).ok_or_else(|| anyhow!("round {round} is not paired"))?;
    crate::engine::deliver(&text, output)?;
    Ok(Outcome::Ok)
}

/// Stores an imported event's log, checked whole before any of it is written.
async fn store_imported(
    store: &AnyStore,
    fname: &str,
    name: &str,
    events: &[arbiter_event::Event],
    notes: &[String],
    players: usize,
    json: crate::JsonFlag,
) -> Result<Outcome> {
    let state = arbiter_event::State::fold(events)
        .map_err(|(i, e)| anyhow!("{fname}: cannot be imported (event {}): {e}", i + 1))?;
    let (first, rest) = events
        .split_first()
        .ok_or_else(|| anyhow!("nothing to import"))?;
    store.create(name, &workflow::actor(), first).await?;
    store.append(name, 1, &workflow::actor(), rest).await?;
    for n in notes {
        eprintln!("arbiter: note: {n}");
    }
    let rounds = state.tournament.rounds_paired();
    emit(
        json.json,
        &json!({"name": name, "players": players, "rounds": rounds, "notes": notes}),
        &format!("imported {name}: {players} players, {rounds} rounds"),
    );
    Ok(Outcome::Ok)
}

#[derive(Copy, Clone, ValueEnum)]
pub(crate) enum ExportFormat {
    /// TRF26.
    Trf26,
    /// TRF-16 with the JaVaFo extensions.
    Trf16,
    /// Players and scores as CSV.
    Csv,
    /// A Go event as an OpenGotha tournament file.
    Xml,
    /// A Go event as the EGF results file.
    H9,
    /// A Go event as the AGA results file.
    Aga,
    /// A Go event as the FFG results file.
    Tou,
}

impl ExportFormat {
    /// The file name extension of a file in this format.
    pub(crate) fn extension(self) -> &'static str {
        match self {
            ExportFormat::Trf26 | ExportFormat::Trf16 => "trf",
            ExportFormat::Csv => "csv",
            ExportFormat::Xml => "xml",
            ExportFormat::H9 => "h9",
            ExportFormat::Aga => "txt",
            ExportFormat::Tou => "tou",
        }
    }

    /// The Go file this format is, `None` for the chess formats.
    fn go_file(self) -> Option<GoFile> {
        match self {
            ExportFormat::Xml => Some(GoFile::OpenGotha),
            ExportFormat::H9 => Some(GoFile::H9),
            ExportFormat::Aga => Some(GoFile::Aga),
            ExportFormat::Tou => Some(GoFile::Tou),
            ExportFormat::Trf26 | ExportFormat::Trf16 | ExportFormat::Csv => None,
        }
    }
}
