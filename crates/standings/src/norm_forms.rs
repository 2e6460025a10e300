//! The FIDE title forms filled in from the norm checks: IT1, the certificate of a title
//! result (one player, one title: the opponents, the criteria and the result), and IT3,
//! the tournament report (the event, and every title result of its players). B.01 1.8
//! asks the chief arbiter to prepare and sign the certificates; 1.9 and 1.10 describe the
//! report that goes with them.
//!
//! A [`Form`] is the filled-in form as plain text: [`form_html`] writes it as an HTML page
//! (every value escaped: names are data, never markup) and the print crate typesets the
//! same values as PDF. Fields the tournament does not record (the organiser, the chief
//! arbiter's FIDE ID) are blank until [`Form::fill_details`] gives them from the event's
//! details; the signatures are left blank, to be filled in by hand.

use arbiter_core::{PlayerId, Tournament};

use crate::norms::{Check, NormCheck, PlayerNorms, half_points};
use crate::render::escape_html;

/// A filled-in form.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Form {
    /// The form's code (`IT1`, `IT3`).
    pub code: &'static str,
    /// Its heading.
    pub heading: String,
    /// Its sections, in order.
    pub sections: Vec<FormSection>,
}

/// A section of a form: labelled fields, then a table, then notes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct FormSection {
    /// The section's heading.
    pub heading: String,
    /// Label and value; an empty value is a blank to fill in by hand.
    pub fields: Vec<(String, String)>,
    /// Column heads of the table (none: no table).
    pub columns: Vec<String>,
    /// The table's rows, as many cells as columns.
    pub rows: Vec<Vec<String>>,
    /// Lines of text after the table.
    pub notes: Vec<String>,
}

impl FormSection {
    fn new(heading: &str) -> Self {
        FormSection {
            heading: heading.into(),
            ..FormSection::default()
        }
    }

    fn field(&mut self, label: &str, value: impl Into<String>) {
        self.fields.push((label.into(), value.into()));
    }
}

/// The label of the organiser's field.
const ORGANISER: &str = "Organiser";
/// The label of the chief arbiter's FIDE ID.
const CHIEF_ARBITER_FIDE_ID: &str = "Chief arbiter's FIDE ID";

impl Form {
    /// Fills in what the tournament itself does not record but the event's details may:
    /// the organiser and the chief arbiter's FIDE ID. A `None` or blank value leaves the
    /// field blank, to be filled in by hand.
    pub fn fill_details(&mut self, organiser: Option<&str>, chief_arbiter_fide_id: Option<&str>) {
        for section in &mut self.sections {
            for (label, value) in &mut section.fields {
                let given = match label.as_str() {
                    ORGANISER => organiser,
                    CHIEF_ARBITER_FIDE_ID => chief_arbiter_fide_id,
                    _ => continue,
                };
                if let Some(v) = given.map(str::trim).filter(|v| !v.is_empty()) {
                    *value = v.to_string();
                }
            }
        }
    }
}

fn or_blank(v: Option<&str>) -> String {
    v.unwrap_or("").to_string()
}

fn player_label(t: &Tournament, id: PlayerId) -> String {
    t.player(id)
        .map_or_else(|| id.to_string(), |p| p.name.clone())
}

/// The event's section, shared by both forms.
fn event_section(t: &Tournament) -> FormSection {
    let i = &t.info;
    let mut s = FormSection::new("Tournament");
    s.field("Name", i.name.clone());
    s.field("City", or_blank(i.city.as_deref()));
    s.field("Host federation", or_blank(i.federation.as_deref()));
    s.field("Start date", or_blank(i.start_date.as_deref()));
    s.field("End date", or_blank(i.end_date.as_deref()));
    s.field(
        "Type",
        i.kind
            .clone()
            .or_else(|| i.system_code.clone())
            .unwrap_or_default(),
    );
    let rounds = t
        .planned_rounds
        .map_or_else(|| t.rounds_paired().to_string(), |r| r.to_string());
    s.field("Number of rounds", rounds);
    s.field("Number of players", t.player_count().to_string());
    let rated = t.players().filter(|(_, p)| p.rating.is_some()).count();
    s.field("Rated players", rated.to_string());
    let titled = t
        .players()
        .filter(|(_, p)| {
            matches!(
                p.title,
                Some(
                    arbiter_core::Title::GM
                        | arbiter_core::Title::IM
                        | arbiter_core::Title::WGM
                        | arbiter_core::Title::WIM
                        | arbiter_core::Title::FM
                        | arbiter_core::Title::WFM
                )
            )
        })
        .count();
    s.field("Title holders (CM, WCM aside)", titled.to_string());
    let feds: std::collections::BTreeSet<&str> = t
        .players()
        .filter_map(|(_, p)| p.federation.as_deref())
        .filter(|f| !f.trim().is_empty())
        .collect();
    s.field("Federations", feds.len().to_string());
    s.field("Rate of play", or_blank(i.time_control.as_deref()));
    s.field("Chief arbiter", or_blank(i.chief_arbiter.as_deref()));
    s.field(CHIEF_ARBITER_FIDE_ID, "");
    s.field("Deputy arbiters", i.deputy_arbiters.join("; "));
    s.field(ORGANISER, "");
    s
}

fn signatures(s: &mut FormSection) {
    s.field("Chief arbiter: name, signature, date", "");
    s.field(
        "Rating officer or president of the organising federation: name, signature, date",
        "",
    );
}

/// The criteria of a check as a table: article, criterion, value, met, reason.
fn criteria(t: &Tournament, c: &NormCheck) -> FormSection {
    let mut s = FormSection::new("Requirements");
    s.columns = ["Article", "Requirement", "Value", "Met", "Reason"]
        .map(String::from)
        .to_vec();
    for k in &c.checks {
        s.rows.push(vec![
            k.article().into(),
            k.name().into(),
            k.value(),
            if k.met() { "yes" } else { "no" }.into(),
            k.reason().unwrap_or_default(),
        ]);
    }
    s.notes
        .push(format!("Games counted: {}", c.route.describe()));
    if let Some((id, before)) = c.raised {
        s.notes.push(format!(
            "{} (round {}) raised from {before} to {} (B.01 1.4.6b–c)",
            player_label(t, id),
            round_of(c, id),
            c.title.rating_floor()
        ));
    }
    s.notes.extend(c.notes.iter().cloned());
    s
}

fn round_of(c: &NormCheck, id: PlayerId) -> String {
    c.games
        .iter()
        .find(|g| g.opponent == id)
        .map_or_else(String::new, |g| g.round.to_string())
}

/// IT1, the certificate of a title result, for one player's check of one title.
#[must_use]
pub fn it1(t: &Tournament, c: &NormCheck) -> Form {
    let mut sections = Vec::new();
    let mut who = FormSection::new("Player");
    let p = t.player(c.player);
    who.field("Name", player_label(t, c.player));
    who.field(
        "FIDE ID",
        p.and_then(|p| p.fide_id)
            .map(|i| i.to_string())
            .unwrap_or_default(),
    );
    who.field(
        "Federation",
        or_blank(p.and_then(|p| p.federation.as_deref())),
    );
    who.field(
        "Birth date",
        or_blank(p.and_then(|p| p.birth_date.as_deref())),
    );
    who.field("Title of the result", c.title.code());
    who.field(
        "Result",
        if c.achieved {
            format!("norm achieved, counts as {} games", c.counts_as)
        } else {
            "no norm".into()
        },
    );
    sections.push(who);
    sections.push(event_section(t));

    let mut opp = FormSection::new("Opponents");
    opp.columns = [
        "Round",
        "Name",
        "Title",
        "Federation",
        "FIDE ID",
        "Rating",
        "Norm rating",
        "Result",
    ]
    .map(String::from)
    .to_vec();
    for g in &c.games {
        let o = t.player(g.opponent);
        opp.rows.push(vec![
            g.round.to_string(),
            player_label(t, g.opponent),
            g.title
                .as_ref()
                .map(ToString::to_string)
                .unwrap_or_default(),
            g.federation.clone().unwrap_or_default(),
            o.and_then(|p| p.fide_id)
                .map(|i| i.to_string())
                .unwrap_or_default(),
            g.rating.map_or_else(|| "unrated".into(), |r| r.to_string()),
            g.norm_rating.to_string(),
            match (g.counted_as_loss, g.result_halves) {
                (true, _) => "0 (forfeit win counted as a loss)".into(),
                (_, 2) => "1".into(),
                (_, 1) => "½".into(),
                _ => "0".into(),
            },
        ]);
    }
    opp.field("Games", c.games.len().to_string());
    opp.field("Score", half_points(c.score_halves));
    opp.field(
        "Average rating of the opponents (Ra)",
        c.average.map(|a| a.to_string()).unwrap_or_default(),
    );
    opp.field(
        "Performance (Rp = Ra + dp)",
        c.performance.map(|a| a.to_string()).unwrap_or_default(),
    );
    sections.push(opp);
    sections.push(criteria(t, c));
    let mut sign = FormSection::new("Signatures");
    signatures(&mut sign);
    sections.push(sign);
    Form {
        code: "IT1",
        heading: format!(
            "Certificate of title result: {} – {}",
            c.title,
            player_label(t, c.player)
        ),
        sections,
    }
}

/// IT3, the tournament report: the event, every norm achieved, and every title
/// performance (B.01 0.5: the performance against the average a title asks) over enough
/// games that is no norm, with the reasons.
#[must_use]
pub fn it3(t: &Tournament, all: &[PlayerNorms]) -> Form {
    let mut sections = vec![event_section(t)];
    let columns = [
        "No.", "Name", "FIDE ID", "Fed", "Title", "Norm", "Games", "Score", "Ra", "Rp",
    ]
    .map(String::from)
    .to_vec();
    let row = |c: &NormCheck| {
        let p = t.player(c.player);
        vec![
            c.player.to_string(),
            player_label(t, c.player),
            p.and_then(|p| p.fide_id)
                .map(|i| i.to_string())
                .unwrap_or_default(),
            or_blank(p.and_then(|p| p.federation.as_deref())),
            p.and_then(|p| p.title.as_ref())
                .map(ToString::to_string)
                .unwrap_or_default(),
            c.title.to_string(),
            c.games.len().to_string(),
            half_points(c.score_halves),
            c.average.map(|a| a.to_string()).unwrap_or_default(),
            c.performance.map(|a| a.to_string()).unwrap_or_default(),
        ]
    };
    let mut achieved = FormSection::new("Title norms achieved");
    achieved.columns = columns.clone();
    let mut missed = FormSection::new("Title performances that are not norms");
    missed.columns = columns;
    for p in all {
        for c in p.checks.iter().filter(|c| !c.held) {
            if c.achieved {
                achieved.rows.push(row(c));
                achieved.notes.push(format!(
                    "{} {}: {}; counts as {} games",
                    player_label(t, c.player),
                    c.title,
                    c.route.describe(),
                    c.counts_as
                ));
            } else if c.performance.unwrap_or(0) >= c.title.min_performance()
                && c.average.unwrap_or(0) >= c.title.min_average()
                && c.checks
                    .iter()
                    .any(|k| matches!(k, Check::Games { .. }) && k.met())
            {
                missed.rows.push(row(c));
                missed.notes.push(format!(
                    "{} {}: {}",
                    player_label(t, c.player),
                    c.title,
                    c.reasons().join("; ")
                ));
            }
        }
    }
    if achieved.rows.is_empty() {
        achieved.notes.push("None.".into());
    }
    if missed.rows.is_empty() {
        missed.notes.push("None.".into());
    }
    sections.push(achieved);
    sections.push(missed);
    let mut sign = FormSection::new("Signatures");
    signatures(&mut sign);
    sections.push(sign);
    Form {
        code: "IT3",
        heading: format!("Tournament report: {}", t.info.name),
        sections,
    }
}

/// The form as a complete HTML page; every value is escaped.
#[must_use]
pub fn form_html(form: &Form) -> String {
    let mut out = String::new();
    let heading = escape_html(&form.heading);
    out.push_str("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n");
    out.push_str(&format!("<title>{} – {heading}</title>\n", form.code));
    out.push_str(
        "<style>body{font-family:sans-serif;margin:2em;max-width:60em}\
         table{border-collapse:collapse;margin:.5em 0}\
         td,th{border:1px solid #999;padding:.2em .5em;text-align:left;vertical-align:top}\
         dl{display:grid;grid-template-columns:max-content 1fr;gap:.2em 1em}\
         dd{margin:0;border-bottom:1px dotted #999;min-height:1.2em}</style>\n",
    );
    out.push_str("</head>\n<body>\n");
    out.push_str(&format!(
        "<p>FIDE form {}</p>\n<h1>{heading}</h1>\n",
        form.code
    ));
    for s in &form.sections {
        out.push_str(&format!(
            "<section>\n<h2>{}</h2>\n",
            escape_html(&s.heading)
        ));
        if !s.fields.is_empty() {
            out.push_str("<dl>\n");
            for (label, value) in &s.fields {
                out.push_str(&format!(
                    "<dt>{}</dt><dd>{}</dd>\n",
                    escape_html(label),
                    escape_html(value)
                ));
            }
            out.push_str("</dl>\n");
        }
        if !s.columns.is_empty() {
            out.push_str("<table>\n<thead><tr>");
            for c in &s.columns {
                out.push_str(&format!("<th>{}</th>", escape_html(c)));
            }
            out.push_str("</tr></thead>\n<tbody>\n");
            for r in &s.rows {
                out.push_str("<tr>");
                for cell in r {
                    out.push_str(&format!("<td>{}</td>", escape_html(cell)));
                }
                out.push_str("</tr>\n");
            }
            out.push_str("</tbody>\n</table>\n");
        }
        for n in &s.notes {
            out.push_str(&format!("<p>{}</p>\n", escape_html(n)));
        }
        out.push_str("</section>\n");
    }
    out.push_str("</body>\n</html>\n");
    out
}
