//! Festivals: several sections (Open, U1800, U1400...) run as one weekend, each section a
//! stored event of its own (`arbiter new NAME --festival F --section LABEL`). `arbiter
//! festival …` lists the sections, gives the combined standings, moves a player between
//! sections before round 1 and exports every section.

use anyhow::{Result, anyhow, bail};
use arbiter_event::State;
use arbiter_store::{AnyStore, EventStore};
use clap::Subcommand;
use serde_json::json;
use std::path::PathBuf;

use crate::files::{ExportFormat, export_bytes};
use crate::io::{JsonFlag, Outcome, deliver_bytes, emit};
use crate::workflow::{self, actor};

/// `arbiter festival …`.
#[derive(Subcommand)]
pub(crate) enum FestivalCommand {
    /// The sections of a festival: system, rounds, players.
    Show {
        /// The festival.
        festival: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Combined standings: every section's players by points, with their place in their
    /// own section (each section's own standings: `arbiter standings SECTION-EVENT`).
    Standings {
        /// The festival.
        festival: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Move a player to another section (before round 1 of both is paired).
    Move {
        /// The festival.
        festival: String,
        /// Start rank (registration number) or part of the name, in the section left.
        player: String,
        /// The section the player leaves (its label or event name).
        #[arg(long)]
        from: String,
        /// The section the player joins.
        #[arg(long)]
        to: String,
        #[command(flatten)]
        json: JsonFlag,
    },
    /// Write every section to a directory, one file per section named after its event.
    Export {
        /// The festival.
        festival: String,
        /// The directory (created if needed).
        #[arg(long)]
        dir: PathBuf,
        /// The format (default: trf26 for chess, xml for Go).
        #[arg(long, value_enum)]
        format: Option<ExportFormat>,
    },
}

/// One section: its event's name and state.
struct Section {
    event: String,
    state: State,
}

/// The sections of `festival`, in the order they were created.
async fn sections(store: &AnyStore, festival: &str) -> Result<Vec<Section>> {
    let mut list = store.list().await?;
    list.retain(|s| !s.deleted);
    list.sort_by(|a, b| (&a.created_at, &a.name).cmp(&(&b.created_at, &b.name)));
    let mut out = Vec::new();
    for s in list {
        let state = workflow::load_any(store, &s.name).await?;
        if state.settings.festival() == Some(festival.trim()) {
            out.push(Section {
                event: s.name,
                state,
            });
        }
    }
    if out.is_empty() {
        bail!(
            "no event is a section of the festival {festival:?} (arbiter new NAME --festival {festival} --section LABEL creates one)"
        );
    }
    Ok(out)
}

/// The section named `spec`: its label or its event's name, ignoring case.
fn find<'a>(sections: &'a [Section], spec: &str) -> Result<&'a Section> {
    let spec = spec.trim();
    sections
        .iter()
        .find(|s| s.event == spec)
        .or_else(|| {
            sections
                .iter()
                .find(|s| s.state.settings.section_label().eq_ignore_ascii_case(spec))
        })
        .ok_or_else(|| {
            let known: Vec<&str> = sections
                .iter()
                .map(|s| s.state.settings.section_label())
                .collect();
            anyhow!(
                "the festival has no section {spec:?}; its sections: {}",
                known.join(", ")
            )
        })
}

/// Runs `arbiter festival …`.
pub(crate) async fn run(store: &AnyStore, command: FestivalCommand) -> Result<Outcome> {
    match command {
        FestivalCommand::Show { festival, json } => {
            let sections = sections(store, &festival).await?;
            let mut rows = Vec::new();
            let mut text = vec![format!("Festival {festival}")];
            for s in &sections {
                let st = &s.state;
                let paired = st.tournament.rounds_paired();
                rows.push(json!({
                    "section": st.settings.section_label(),
                    "event": s.event,
                    "system": st.settings.system,
                    "rounds": st.settings.rounds,
                    "rounds_paired": paired,
                    "players": st.tournament.player_count(),
                    "registration_open": st.registration_open,
                }));
                text.push(format!(
                    "  {:<12} {:<24} {:<14} {:>4} players  round {paired} of {}{}",
                    st.settings.section_label(),
                    s.event,
                    st.settings.system,
                    st.tournament.player_count(),
                    st.settings.rounds,
                    if st.registration_open {
                        " (registration open)"
                    } else {
                        ""
                    }
                ));
            }
            emit(
                json.json,
                &json!({"festival": festival, "sections": rows}),
                &text.join("\n"),
            );
            Ok(Outcome::Ok)
        }
        FestivalCommand::Standings { festival, json } => {
            let sections = sections(store, &festival).await?;
            let all = arbiter_event::Sections::of(sections.iter().map(|s| &s.state));
            let tables = all.tables();
            let rows = all.combined();
            let text = if json.json {
                arbiter_standings::combined_json(&tables, &rows)
            } else {
                arbiter_standings::combined_text(&tables, &rows)
            };
            print!("{text}");
            if json.json {
                println!();
            }
            Ok(Outcome::Ok)
        }
        FestivalCommand::Move {
            festival,
            player,
            from,
            to,
            json,
        } => {
            let sections = sections(store, &festival).await?;
            let (from, to) = (find(&sections, &from)?, find(&sections, &to)?);
            if from.event == to.event {
                bail!("--from and --to name the same section");
            }
            let number = workflow::find_player(&from.state, &player)?;
            let name = from
                .state
                .tournament
                .player(arbiter_core::PlayerId::new(number).ok_or_else(|| anyhow!("no player"))?)
                .map(|p| p.name.clone())
                .unwrap_or_default();
            arbiter_store::move_player(store, &from.event, &to.event, &actor(), number)
                .await
                .map_err(|e| anyhow!("{e}"))?;
            emit(
                json.json,
                &json!({"player": name, "from": from.event, "to": to.event}),
                &format!(
                    "{name} moved from {} to {}",
                    from.state.settings.section_label(),
                    to.state.settings.section_label()
                ),
            );
            Ok(Outcome::Ok)
        }
        FestivalCommand::Export {
            festival,
            dir,
            format,
        } => {
            let sections = sections(store, &festival).await?;
            std::fs::create_dir_all(&dir)?;
            let mut written = Vec::new();
            for s in sections {
                let ext = match format {
                    Some(f) => f.extension(),
                    None if s.state.settings.is_go() => ExportFormat::Xml.extension(),
                    None => ExportFormat::Trf26.extension(),
                };
                let file = dir.join(format!("{}.{ext}", file_stem(&s.event)));
                let bytes = export_bytes(s.state, format, None)?;
                deliver_bytes(&bytes, Some(&file))?;
                written.push(file.display().to_string());
            }
            for w in &written {
                println!("{w}");
            }
            Ok(Outcome::Ok)
        }
    }
}

/// An event name as a file name: characters a file system may refuse become `_`.
fn file_stem(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, '-' | '_' | '.') {
                c
            } else {
                '_'
            }
        })
        .collect()
}
