//! A stored event written to a file, and an event created from one: `arbiter export`,
//! `arbiter import`.

use std::path::PathBuf;

use anyhow::{Result, anyhow, bail};
use arbiter_gotha::{GoEncoding, GoFile};
use arbiter_store::{AnyStore, EventStore};
use arbiter_trf::Dialect;
use serde_json::json;

use crate::io::{JsonFlag, Outcome, deliver_bytes, emit, read_go, read_input, read_trf};
use crate::target::{trf_events, trf_system};
use crate::workflow;
use clap::ValueEnum;

/// `arbiter export`: TRF or CSV (chess), OpenGotha, h9, tou or AGA (Go), to standard output;
/// a Go file in `encoding` (default: ISO-8859-15 for h9 and tou, as OpenGotha writes them,
/// UTF-8 for the others).
pub async fn export(
    store: &AnyStore,
    name: &str,
    format: Option<ExportFormat>,
    encoding: Option<&str>,
) -> Result<Outcome> {
    let encoding = encoding.map(go_encoding).transpose()?;
    let s = workflow::load(store, name).await?;
    deliver_bytes(&export_bytes(s, format, encoding)?, None)?;
    Ok(Outcome::Ok)
}

/// The encoding `--encoding` names.
pub(crate) fn go_encoding(name: &str) -> Result<GoEncoding> {
    GoEncoding::parse(name)
        .ok_or_else(|| anyhow!("--encoding: expected iso-8859-15 or utf-8, found {name:?}"))
}

/// A stored event in `format` (default: TRF26 for chess, OpenGotha for Go), a Go file in
/// `encoding` (default: the file's own, see [`GoFile::encoding`]).
pub fn export_bytes(
    s: arbiter_event::State,
    format: Option<ExportFormat>,
    encoding: Option<GoEncoding>,
) -> Result<Vec<u8>> {
    let go = match (&format, arbiter_event::go_view(&s)) {
        (None, Some(g)) => Some((g, GoFile::OpenGotha)),
        (Some(f), Some(g)) => match f.go_file() {
            Some(file) => Some((g, file)),
            None => bail!("a Go event is exported as xml, h9, tou or aga"),
        },
        (_, None) => None,
    };
    match go {
        Some((g, file)) => Ok(arbiter_gotha::write_file_in(
            &g,
            file,
            encoding.unwrap_or(file.encoding()),
        )),
        None if encoding.is_some() => bail!("--encoding is for a Go event's files"),
        None => Ok(export_text(s, format)?.into_bytes()),
    }
}

/// A stored event in `format` (default: TRF26 for chess, OpenGotha for Go), as text (a
/// Go file in UTF-8).
fn export_text(mut s: arbiter_event::State, format: Option<ExportFormat>) -> Result<String> {
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
    json: JsonFlag,
) -> Result<Outcome> {
    let (fname, bytes) = read_input(&file)?;
    let go_file = crate::io::is_go_file(&file, &bytes);
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
        let Some(g) = read_go(&fname, &bytes) else {
            return Ok(Outcome::BadInput);
        };
        let (events, notes) = arbiter_event::events_from_go(&g);
        return store_imported(store, &fname, &name, &events, &notes, g.players.len(), json).await;
    }
    let Some(t) = read_trf(&fname, &bytes) else {
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

/// Stores an imported event's log, checked whole before any of it is written.
async fn store_imported(
    store: &AnyStore,
    fname: &str,
    name: &str,
    events: &[arbiter_event::Event],
    notes: &[String],
    players: usize,
    json: JsonFlag,
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
