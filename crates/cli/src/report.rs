//! `arbiter report NAME fide|uscf|ecf|dwz|h9|tou [-o FILE] [--force] [--field KEY=VALUE]…
//! [--json]`: a stored event's rating report, after the checks a rating officer makes.

use crate::io::{JsonFlag, Outcome, deliver_bytes, emit};
use crate::workflow;
use anyhow::{Context, Result, anyhow, bail};
use arbiter_reports::{Finding, Format, GoFormat, Report, ReportError, ReportFields, Severity};
use arbiter_store::AnyStore;
use clap::Args;
use serde_json::json;
use std::io::Write as _;
use std::path::PathBuf;

/// The arguments of `arbiter report`.
#[derive(Args)]
pub struct ReportArgs {
    /// The name of a stored event.
    pub name: String,
    /// The report: fide (TRF26), uscf (US Chess dBASE files), ecf (ECF results file), dwz
    /// (DSB evaluation), h9 (EGF) or tou (FFG), the last two for Go events.
    pub format: String,
    /// Write the report to this file (uscf: to this directory, as THEXPORT.DBF,
    /// TSEXPORT.DBF and TDEXPORT.DBF); otherwise to standard output.
    #[arg(short, long)]
    pub output: Option<PathBuf>,
    /// Write the report even when the checks found errors.
    #[arg(long)]
    pub force: bool,
    /// A fact the report needs that the event does not hold, as KEY=VALUE (repeatable):
    /// ecf: event-code, submission-index, results-officer, results-officer-address,
    /// treasurer, treasurer-address, minutes-for-game; uscf: affiliate-id, chief-td-id,
    /// assistant-td-id, state, zip-code, country, event-id, section-name, rating-system.
    #[arg(long = "field", value_name = "KEY=VALUE")]
    pub fields: Vec<String>,
    /// h9 and tou: the character set, iso-8859-15 (default, as OpenGotha writes them and
    /// the EGF's and FFG's tools read them) or utf-8.
    #[arg(long)]
    pub encoding: Option<String>,
    #[command(flatten)]
    pub json: JsonFlag,
}

fn finding_json(f: &Finding) -> serde_json::Value {
    json!({
        "severity": f.severity.to_string(),
        "kind": format!("{:?}", f.kind),
        "player": f.player.as_ref().map(|p| json!({"number": p.number, "name": p.name})),
        "round": f.round,
        "board": f.board,
        "message": f.message,
    })
}

/// The findings on standard error, one a line, `NAME: error: round R, board B: …`.
fn print_findings(name: &str, findings: &[Finding]) {
    let mut err = std::io::stderr().lock();
    for f in findings {
        let _ = writeln!(err, "{name}: {f}");
    }
}

/// `arbiter report`.
pub async fn run(store: &AnyStore, a: &ReportArgs) -> Result<Outcome> {
    let mut fields = ReportFields::new();
    for kv in &a.fields {
        let (k, v) = kv
            .split_once('=')
            .ok_or_else(|| anyhow!("--field takes KEY=VALUE, not {kv:?}"))?;
        fields.set(k.trim(), v);
    }
    let encoding = a
        .encoding
        .as_deref()
        .map(crate::files::go_encoding)
        .transpose()?;
    let s = workflow::load(store, &a.name).await?;
    let go = arbiter_event::go_view(&s);
    // A Go report's encoding, to give its text with `--json`.
    let mut written_in = None;
    let result = match (Format::parse(&a.format), GoFormat::parse(&a.format), &go) {
        (Some(_), None, None) if encoding.is_some() => {
            bail!("--encoding is for the Go reports, h9 and tou")
        }
        (Some(f), None, None) => {
            let mut t = arbiter_event::export_view(&s);
            // FIDE's officer reads the tie-breaks applied: the default list when the event
            // names none.
            if f == Format::Fide
                && t.info
                    .tiebreaks
                    .as_deref()
                    .is_none_or(|x| x.trim().is_empty())
                && !s.is_team_event()
            {
                t.info.tiebreaks = Some(s.tiebreak_record()).filter(|x| !x.is_empty());
            }
            arbiter_reports::export(&t, f, &fields, a.force)
        }
        (None, Some(f), Some(g)) => {
            let encoding = encoding.unwrap_or(f.file().encoding());
            written_in = Some(encoding);
            arbiter_reports::export_go_in(g, f, a.force, encoding)
        }
        (Some(_), None, Some(_)) => {
            bail!("{} is a Go event: its reports are h9 and tou", a.name)
        }
        (None, Some(_), None) => {
            bail!(
                "{} is a chess event: its reports are fide, uscf, ecf and dwz",
                a.name
            )
        }
        _ => bail!(
            "unknown report {:?}: fide, uscf, ecf, dwz (chess), h9, tou (Go)",
            a.format
        ),
    };
    let report = match result {
        Ok(r) => r,
        Err(ReportError::Refused(findings)) => {
            let errors = findings
                .iter()
                .filter(|f| f.severity == Severity::Error)
                .count();
            if a.json.json {
                emit(
                    true,
                    &json!({
                        "report": a.format, "written": false, "errors": errors,
                        "findings": findings.iter().map(finding_json).collect::<Vec<_>>(),
                    }),
                    "",
                );
            } else {
                print_findings(&a.name, &findings);
                eprintln!(
                    "{}: no report written: {errors} error(s) (--force writes it anyway)",
                    a.name
                );
            }
            return Ok(Outcome::NoAnswer);
        }
        Err(e) => return Err(e.into()),
    };
    let written = write_report(&report, a)?;
    if a.json.json {
        let content = if a.output.is_none() {
            report.files.first().map(|f| match written_in {
                Some(e) => arbiter_gotha::GoEncoding::decode(e, &f.bytes),
                None => String::from_utf8_lossy(&f.bytes).into_owned(),
            })
        } else {
            None
        };
        emit(
            true,
            &json!({
                "report": a.format, "written": true, "files": written, "content": content,
                "findings": report.findings.iter().map(finding_json).collect::<Vec<_>>(),
            }),
            "",
        );
    } else {
        print_findings(&a.name, &report.findings);
    }
    Ok(Outcome::Ok)
}

/// Writes the report where it was asked for; returns the files written.
fn write_report(report: &Report, a: &ReportArgs) -> Result<Vec<String>> {
    match (&a.output, report.files.as_slice()) {
        (None, [one]) => {
            if !a.json.json {
                deliver_bytes(&one.bytes, None)?;
            }
            Ok(Vec::new())
        }
        (None, _) => bail!(
            "the {} report is {} files: give a directory with -o",
            a.format,
            report.files.len()
        ),
        (Some(path), [one]) => {
            deliver_bytes(&one.bytes, Some(path))?;
            Ok(vec![path.display().to_string()])
        }
        (Some(dir), files) => {
            std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
            let mut written = Vec::new();
            for f in files {
                let path = dir.join(&f.name);
                deliver_bytes(&f.bytes, Some(&path))?;
                written.push(path.display().to_string());
            }
            Ok(written)
        }
    }
}
