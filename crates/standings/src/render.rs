//! Renderings of standings and crosstables as text, TSV, CSV, JSON and HTML. Each returns
//! a string; nothing is written anywhere. Player names are data: they are escaped for
//! every format that has markup or separators (HTML, JSON, CSV) and cleaned of tabs and
//! line breaks for TSV and text.

use crate::code::TieBreak;
use crate::crosstable::{CrossLine, Crosstable};
use crate::ranked::{Column, GameKind, Ranking};
use crate::value::Value;
use arbiter_core::{RoundNo, Tournament};
use std::fmt::Write as _;

/// Which order a crosstable is printed in.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub enum Order {
    /// By start rank; opponents named by start rank.
    #[default]
    StartRank,
    /// By final rank; opponents named by their line in that order.
    FinalRank,
}

fn decimals(tb: &TieBreak) -> u8 {
    tb.base.decimals()
}

/// A value as the renderings write it: with the decimals of its code, empty when undefined.
#[must_use]
pub fn format_value(tb: &TieBreak, v: Option<Value>) -> String {
    v.map_or_else(String::new, |v| v.format(decimals(tb)))
}

/// A name on one line: tabs and line breaks become spaces.
fn one_line(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// HTML text content and attribute values.
#[must_use]
pub fn escape_html(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

/// A JSON string literal, quotes included.
#[must_use]
pub fn json_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// A name as a spreadsheet cell: a text starting with `=`, `+`, `-` or `@` (or a tab or a
/// carriage return) is run as a formula by the spreadsheet that opens a CSV or TSV file,
/// so it is written after an apostrophe, which spreadsheets show as text and hide (the
/// OWASP advice on CSV injection). The player list import takes the apostrophe off again.
#[must_use]
pub fn spreadsheet_safe(s: &str) -> std::borrow::Cow<'_, str> {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        std::borrow::Cow::Owned(format!("'{s}"))
    } else {
        std::borrow::Cow::Borrowed(s)
    }
}

/// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

struct Line {
    rank: String,
    start: String,
    name: String,
    rating: String,
    fed: String,
    values: Vec<String>,
    /// The round a withdrawn player left from.
    withdrawn_from: Option<RoundNo>,
}

/// The mark after a withdrawn player's name in text and HTML, which a note below explains.
const WITHDRAWN_MARK: &str = "*";

/// The note under a table with withdrawn players.
const WITHDRAWN_NOTE: &str = "* withdrawn";

/// A name with the withdrawal mark when the player withdrew.
fn marked(name: &str, withdrawn_from: Option<RoundNo>) -> String {
    match withdrawn_from {
        Some(_) => format!("{name} {WITHDRAWN_MARK}"),
        None => name.to_string(),
    }
}

fn lines(s: &Ranking, t: &Tournament) -> Vec<Line> {
    s.rows
        .iter()
        .map(|r| {
            let pl = t.player(r.player);
            // Go players are known by their rank (grade), chess players by their rating.
            let rating = match s.kind {
                GameKind::Chess => pl.and_then(|p| p.rating).map(|x| x.to_string()),
                GameKind::Go => pl.and_then(|p| p.go_rank).map(|g| g.to_string()),
            };
            Line {
                rank: r.place.to_string(),
                start: r.player.to_string(),
                name: pl.map(|p| one_line(&p.name)).unwrap_or_default(),
                rating: rating.unwrap_or_default(),
                fed: pl
                    .and_then(|p| p.federation.clone())
                    .map(|f| one_line(&f))
                    .unwrap_or_default(),
                values: s.formatted(r),
                // Withdrawn once the round after those counted came, as the printed
                // standings mark it.
                withdrawn_from: pl
                    .and_then(|p| p.withdrawn_from)
                    .filter(|_| t.is_withdrawn(r.player, RoundNo::from_index(s.rounds))),
            }
        })
        .collect()
}

fn header(s: &Ranking) -> Vec<String> {
    let names: &[&str] = match s.kind {
        GameKind::Chess => &["Rank", "SNo", "Name", "Rating", "Fed"],
        GameKind::Go => &["Pl", "SNo", "Name", "Rk", "Co"],
    };
    let mut h: Vec<String> = names.iter().map(|x| (*x).to_string()).collect();
    h.extend(s.codes());
    h
}

fn line_fields(l: &Line) -> Vec<String> {
    let mut v = vec![
        l.rank.clone(),
        l.start.clone(),
        l.name.clone(),
        l.rating.clone(),
        l.fed.clone(),
    ];
    v.extend(l.values.iter().cloned());
    v
}

/// A line's fields for a spreadsheet (CSV, TSV): the name made safe to open, and (with
/// `withdrawn`, when any player withdrew) the round the player withdrew from.
fn sheet_fields(l: &Line, withdrawn: bool) -> Vec<String> {
    let mut v = line_fields(l);
    if let Some(name) = v.get_mut(2) {
        *name = spreadsheet_safe(name).into_owned();
    }
    if withdrawn {
        v.push(
            l.withdrawn_from
                .map(|r| r.get().to_string())
                .unwrap_or_default(),
        );
    }
    v
}

/// The header of a spreadsheet's standings: a column for the withdrawals when any.
fn sheet_header(s: &Ranking, withdrawn: bool) -> Vec<String> {
    let mut h = header(s);
    if withdrawn {
        h.push("Withdrawn".into());
    }
    h
}

/// Aligns rows of fields into columns; `left` says which columns are left-aligned.
pub(crate) fn align(rows: &[Vec<String>], left: &[bool]) -> String {
    let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
    let mut widths = vec![0; cols];
    for r in rows {
        for (i, f) in r.iter().enumerate() {
            widths[i] = widths[i].max(f.chars().count());
        }
    }
    let mut out = String::new();
    for r in rows {
        let mut line = String::new();
        for (i, f) in r.iter().enumerate() {
            if i > 0 {
                line.push(' ');
            }
            let pad = widths[i].saturating_sub(f.chars().count());
            if left.get(i).copied().unwrap_or(false) {
                line.push_str(f);
                line.push_str(&" ".repeat(pad));
            } else {
                line.push_str(&" ".repeat(pad));
                line.push_str(f);
            }
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// An event's ranking as an aligned text table, one line per entrant in final order.
#[must_use]
pub fn ranking_text(s: &Ranking, t: &Tournament) -> String {
    let ls = lines(s, t);
    let mut rows = vec![header(s)];
    rows.extend(ls.iter().map(|l| {
        let mut f = line_fields(l);
        f[2] = marked(&f[2], l.withdrawn_from);
        f
    }));
    let mut out = align(&rows, &[false, false, true, false, true]);
    if ls.iter().any(|l| l.withdrawn_from.is_some()) {
        out.push_str(WITHDRAWN_NOTE);
        out.push('\n');
    }
    out
}

/// An event's ranking as tab-separated values with a header line.
#[must_use]
pub fn ranking_tsv(s: &Ranking, t: &Tournament) -> String {
    let ls = lines(s, t);
    let withdrawn = ls.iter().any(|l| l.withdrawn_from.is_some());
    let mut out = sheet_header(s, withdrawn).join("\t");
    out.push('\n');
    for l in &ls {
        out.push_str(&sheet_fields(l, withdrawn).join("\t"));
        out.push('\n');
    }
    out
}

/// An event's ranking as comma-separated values (RFC 4180) with a header line.
#[must_use]
pub fn ranking_csv(s: &Ranking, t: &Tournament) -> String {
    let row = |f: Vec<String>| f.iter().map(|x| csv_field(x)).collect::<Vec<_>>().join(",");
    let ls = lines(s, t);
    let withdrawn = ls.iter().any(|l| l.withdrawn_from.is_some());
    let mut out = row(sheet_header(s, withdrawn));
    out.push_str("\r\n");
    for l in &ls {
        out.push_str(&row(sheet_fields(l, withdrawn)));
        out.push_str("\r\n");
    }
    out
}

/// An event's ranking as JSON, in final order. Chess:
/// `{"tiebreaks":["PTS","BH-C1"],"players":[{"start_rank":1,"rank":1,"name":"…","values":{"PTS":4.0,"BH-C1":11.5}}]}`,
/// values with the decimals of their code (`null` when undefined). Go:
/// `{"game":"go","primary":"MMS","criteria":["MMS","SOSM"],"players":[{"start_rank":1,"rank":1,"name":"…","grade":"3d","wins":3,"values":{"MMS":32.5,"SOSM":120}}]}`.
#[must_use]
pub fn ranking_json(s: &Ranking, t: &Tournament) -> String {
    let codes = s.codes();
    let list = codes
        .iter()
        .map(|c| json_string(c))
        .collect::<Vec<_>>()
        .join(",");
    let mut out = match s.kind {
        GameKind::Chess => format!("{{\"tiebreaks\":[{list}],\"players\":["),
        GameKind::Go => format!(
            "{{\"game\":\"go\",\"primary\":{},\"criteria\":[{list}],\"players\":[",
            json_string(codes.first().map_or("", String::as_str))
        ),
    };
    for (i, r) in s.rows.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let p = t.player(r.player);
        let name = p.map_or("", |p| p.name.as_str());
        let _ = write!(
            out,
            "{{\"start_rank\":{},\"rank\":{},\"name\":{},",
            r.player,
            r.place,
            json_string(name)
        );
        if let Some(w) = p
            .and_then(|p| p.withdrawn_from)
            .filter(|_| t.is_withdrawn(r.player, RoundNo::from_index(s.rounds)))
        {
            let _ = write!(out, "\"withdrawn_from\":{},", w.get());
        }
        if s.kind == GameKind::Go {
            let grade = p
                .and_then(|p| p.go_rank)
                .map_or("null".to_string(), |g| json_string(&g.to_string()));
            let wins = r.wins.map_or("null".to_string(), |w| {
                Column::Go("NBW".into()).format(Some(w))
            });
            let _ = write!(out, "\"grade\":{grade},\"wins\":{wins},");
        }
        out.push_str("\"values\":{");
        for (k, (col, v)) in s.columns.iter().zip(&r.values).enumerate() {
            if k > 0 {
                out.push(',');
            }
            let number = match v {
                None => "null".to_string(),
                // JSON numbers: points with at least one decimal, counts and ratings whole.
                Some(_) => col.format(*v),
            };
            let _ = write!(out, "{}:{number}", json_string(&codes[k]));
        }
        out.push_str("}}");
    }
    out.push_str("]}");
    out
}

/// An event's ranking as an HTML table (a fragment: `<table>` … `</table>`). Every text
/// is escaped.
#[must_use]
pub fn ranking_html(s: &Ranking, t: &Tournament) -> String {
    let mut out = String::from("<table class=\"standings\">\n<thead><tr>");
    for h in header(s) {
        let _ = write!(out, "<th>{}</th>", escape_html(&h));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    let ls = lines(s, t);
    for l in &ls {
        out.push_str(if l.withdrawn_from.is_some() {
            "<tr class=\"withdrawn\">"
        } else {
            "<tr>"
        });
        let mut f = line_fields(l);
        f[2] = marked(&f[2], l.withdrawn_from);
        for x in f {
            let _ = write!(out, "<td>{}</td>", escape_html(&x));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n");
    if ls.iter().any(|l| l.withdrawn_from.is_some()) {
        let _ = writeln!(
            out,
            "<tfoot><tr><td colspan=\"{}\">{WITHDRAWN_NOTE}</td></tr></tfoot>",
            header(s).len()
        );
    }
    out.push_str("</table>\n");
    out
}

/// The lines of a crosstable in `order`, with a function naming an opponent.
fn cross_lines(
    c: &Crosstable,
    order: Order,
) -> (
    Vec<&CrossLine>,
    Box<dyn Fn(arbiter_core::PlayerId) -> String + '_>,
) {
    match order {
        Order::StartRank => (c.by_start_rank(), Box::new(|p| p.to_string())),
        Order::FinalRank => (
            c.by_final_rank(),
            Box::new(move |p| c.position_of(p).map(|x| x.to_string()).unwrap_or_default()),
        ),
    }
}

/// One cell as a short text: `12w1`, `5b=`, `7-+` (forfeit without colour), `U`, `H`; in
/// a Go wall list as the EGF writes a round (`12+/w0`: won with White against the player
/// of line 12, no handicap; `!` for a game decided by default; `0+`, `0=`, `0-` for a round
/// without a game worth a point, half a point or nothing). `name` names an opponent: by
/// start rank, or (a wall list) by line. The printed documents write a Go round the same
/// way.
#[must_use]
pub fn cell_text(
    kind: GameKind,
    cell: &crate::crosstable::CrossCell,
    name: &dyn Fn(arbiter_core::PlayerId) -> String,
) -> String {
    match (kind, cell.opponent) {
        (GameKind::Chess, Some(o)) => format!(
            "{}{}{}",
            name(o),
            cell.colour.map_or('-', arbiter_core::Colour::letter),
            cell.code
        ),
        (GameKind::Chess, None) => cell.code.to_string().trim().to_string(),
        (GameKind::Go, Some(o)) => {
            let result = match cell.code {
                '1' | 'W' | '+' => '+',
                '=' | 'D' => '=',
                '0' | 'L' | '-' => '-',
                _ => '?',
            };
            let by_default = if matches!(cell.code, '+' | '-') {
                '!'
            } else {
                '/'
            };
            format!(
                "{}{result}{by_default}{}{}",
                name(o),
                cell.colour.map_or('?', arbiter_core::Colour::letter),
                cell.handicap.unwrap_or(0)
            )
        }
        (GameKind::Go, None) => {
            let worth = if cell.points.tenths() >= 10 {
                '+'
            } else if cell.points.tenths() > 0 {
                '='
            } else {
                '-'
            };
            format!("0{worth}")
        }
    }
}

fn cross_header(c: &Crosstable) -> Vec<String> {
    let ids: &[&str] = match c.kind {
        GameKind::Chess => &["No", "Name", "Rating"],
        GameKind::Go => &["Pl", "Name", "Rk"],
    };
    let mut h: Vec<String> = ids.iter().map(|x| (*x).to_string()).collect();
    h.extend((1..=c.rounds).map(|r| format!("R{r}")));
    match c.kind {
        GameKind::Chess => {
            h.push("Pts".into());
            h.push("Rank".into());
        }
        GameKind::Go => h.extend(c.columns.iter().cloned()),
    }
    h
}

fn cross_rows(c: &Crosstable, order: Order) -> Vec<Vec<String>> {
    // A wall list is always in final order, its opponents named by line.
    let order = match c.kind {
        GameKind::Chess => order,
        GameKind::Go => Order::FinalRank,
    };
    let (ls, name) = cross_lines(c, order);
    ls.iter()
        .enumerate()
        .map(|(i, l)| {
            let no = match (c.kind, order) {
                (GameKind::Chess, Order::StartRank) => l.player.to_string(),
                (GameKind::Chess, Order::FinalRank) => (i + 1).to_string(),
                (GameKind::Go, _) => l.rank.to_string(),
            };
            let id = match c.kind {
                GameKind::Chess => l.rating.map(|r| r.to_string()),
                GameKind::Go => l.grade.clone(),
            };
            let mut f = vec![
                no,
                marked(&one_line(&l.name), l.withdrawn_from),
                id.unwrap_or_default(),
            ];
            f.extend(l.cells.iter().map(|cell| cell_text(c.kind, cell, &*name)));
            match c.kind {
                GameKind::Chess => {
                    f.push(l.total().to_string());
                    f.push(l.rank.to_string());
                }
                GameKind::Go => f.extend(l.values.iter().cloned()),
            }
            f
        })
        .collect()
}

/// The crosstable's rows for a spreadsheet (CSV, TSV): the names made safe to open.
fn cross_sheet_rows(c: &Crosstable, order: Order) -> Vec<Vec<String>> {
    let mut rows = cross_rows(c, order);
    for r in &mut rows {
        if let Some(name) = r.get_mut(1) {
            *name = spreadsheet_safe(name).into_owned();
        }
    }
    rows
}

/// A crosstable as aligned text.
#[must_use]
pub fn crosstable_text(c: &Crosstable, order: Order) -> String {
    let mut rows = vec![cross_header(c)];
    rows.extend(cross_rows(c, order));
    let mut out = align(&rows, &[false, true]);
    if c.lines.iter().any(|l| l.withdrawn_from.is_some()) {
        out.push_str(WITHDRAWN_NOTE);
        out.push('\n');
    }
    out
}

/// A crosstable as tab-separated values.
#[must_use]
pub fn crosstable_tsv(c: &Crosstable, order: Order) -> String {
    let mut out = cross_header(c).join("\t");
    out.push('\n');
    for r in cross_sheet_rows(c, order) {
        out.push_str(&r.join("\t"));
        out.push('\n');
    }
    out
}

/// A crosstable as comma-separated values.
#[must_use]
pub fn crosstable_csv(c: &Crosstable, order: Order) -> String {
    let row = |f: Vec<String>| f.iter().map(|x| csv_field(x)).collect::<Vec<_>>().join(",");
    let mut out = row(cross_header(c));
    out.push_str("\r\n");
    for r in cross_sheet_rows(c, order) {
        out.push_str(&row(r));
        out.push_str("\r\n");
    }
    out
}

/// A crosstable as an HTML table fragment; every text is escaped.
#[must_use]
pub fn crosstable_html(c: &Crosstable, order: Order) -> String {
    let mut out = String::from("<table class=\"crosstable\">\n<thead><tr>");
    for h in cross_header(c) {
        let _ = write!(out, "<th>{}</th>", escape_html(&h));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for r in cross_rows(c, order) {
        out.push_str("<tr>");
        for f in r {
            let _ = write!(out, "<td>{}</td>", escape_html(&f));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
    out
}

/// A crosstable as JSON: `{"rounds":N,"players":[{"start_rank":1,"rank":1,"name":"…",
/// "rating":2400,"score":4.5,"progressive":[1.0,…],"rounds":[{"opponent":12,"colour":"w",
/// "result":"1","points":1.0},…]}]}` in the chosen order (opponents always by start rank).
/// A Go wall list adds `"game":"go"` and `"criteria"`, and per player `"grade"` and the
/// criteria's `"values"`, per round the `"handicap"`; it is always in final order.
#[must_use]
pub fn crosstable_json(c: &Crosstable, order: Order) -> String {
    let go = c.kind == GameKind::Go;
    let order = if go { Order::FinalRank } else { order };
    let (ls, _) = cross_lines(c, order);
    let mut out = format!("{{\"rounds\":{},", c.rounds);
    if go {
        let list: Vec<String> = c.columns.iter().map(|k| json_string(k)).collect();
        let _ = write!(out, "\"game\":\"go\",\"criteria\":[{}],", list.join(","));
    }
    out.push_str("\"players\":[");
    for (i, l) in ls.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        let rating = l.rating.map_or("null".to_string(), |r| r.to_string());
        let prog: Vec<String> = l.progressive.iter().map(ToString::to_string).collect();
        let _ = write!(
            out,
            "{{\"start_rank\":{},\"rank\":{},\"name\":{},\"rating\":{rating},",
            l.player,
            l.rank,
            json_string(&l.name),
        );
        if let Some(w) = l.withdrawn_from {
            let _ = write!(out, "\"withdrawn_from\":{},", w.get());
        }
        if go {
            let grade = l.grade.as_deref().map_or("null".to_string(), json_string);
            let values: Vec<String> = c
                .columns
                .iter()
                .zip(&l.values)
                .map(|(k, v)| {
                    let v = if v.is_empty() { "null" } else { v.as_str() };
                    format!("{}:{v}", json_string(k))
                })
                .collect();
            let _ = write!(
                out,
                "\"grade\":{grade},\"values\":{{{}}},",
                values.join(",")
            );
        } else {
            let _ = write!(
                out,
                "\"score\":{},\"progressive\":[{}],",
                l.total(),
                prog.join(",")
            );
        }
        out.push_str("\"rounds\":[");
        for (k, cell) in l.cells.iter().enumerate() {
            if k > 0 {
                out.push(',');
            }
            let opp = cell.opponent.map_or("null".to_string(), |o| o.to_string());
            let colour = cell
                .colour
                .map_or("null".to_string(), |c| json_string(&c.letter().to_string()));
            let _ = write!(
                out,
                "{{\"opponent\":{opp},\"colour\":{colour},\"result\":{},\"points\":{}",
                json_string(cell.code.to_string().trim()),
                cell.points
            );
            if go {
                let _ = write!(out, ",\"handicap\":{}", cell.handicap.unwrap_or(0));
            }
            out.push('}');
        }
        out.push_str("]}");
    }
    out.push_str("]}");
    out
}
