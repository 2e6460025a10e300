//! A small SVG writer: the frame every plot shares (size, title, description, colours for
//! light and dark pages), escaped text, and axis ticks.
//!
//! Plots are written by hand rather than with a plotting library: four simple charts need
//! a few rectangles, lines and texts, and hand-written output stays deterministic and
//! small.

use std::fmt::Write as _;

/// The width of every plot, in user units (the `viewBox` scales it to any screen).
pub(crate) const W: f64 = 640.0;
/// The height of every plot.
pub(crate) const H: f64 = 400.0;

/// Colours, light theme first: the attributes carry the light colours, and a `<style>`
/// switches to the dark ones when the reader prefers a dark scheme. Where styles are not
/// applied (a strict content security policy), the plot stays a light card, readable on
/// any page.
pub(crate) const BG: &str = "#ffffff";
pub(crate) const FG: &str = "#1b1f23";
pub(crate) const MUTED: &str = "#5b6570";
pub(crate) const GRID: &str = "#e3e7eb";
pub(crate) const BLUE: &str = "#1f6fc5";
pub(crate) const ORANGE: &str = "#c8590a";
pub(crate) const GREY: &str = "#8a949e";

const STYLE: &str = "@media (prefers-color-scheme: dark){\
.ap-bg{fill:#1c1f24}\
.ap-fg{fill:#e6e9ed}\
.ap-mute{fill:#a4adb6}\
.ap-axis{stroke:#a4adb6}\
.ap-grid{stroke:#343a41}\
.ap-blue{fill:#5ea3f0}\
.ap-blue-line{stroke:#5ea3f0}\
.ap-orange{fill:#f0924a}\
.ap-orange-line{stroke:#f0924a}\
.ap-sep{stroke:#1c1f24}\
}";

/// Text as XML character data or an attribute value: the five special characters
/// escaped, and characters XML 1.0 cannot carry at all (most control characters)
/// dropped, so that any player name yields a well-formed document.
pub(crate) fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            '\t' | '\n' | '\r' => out.push(' '),
            c if u32::from(c) < 0x20 || matches!(c, '\u{fffe}' | '\u{ffff}') => {}
            c => out.push(c),
        }
    }
    out
}

/// A coordinate with one decimal: enough on a 640-unit canvas, and always the same text
/// for the same value.
pub(crate) fn n(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{r:.0}")
    } else {
        format!("{r:.1}")
    }
}

/// Where a text is anchored.
#[derive(Copy, Clone)]
pub(crate) enum Anchor {
    Start,
    Middle,
    End,
}

impl Anchor {
    fn as_str(self) -> &'static str {
        match self {
            Anchor::Start => "start",
            Anchor::Middle => "middle",
            Anchor::End => "end",
        }
    }
}

/// A plot being written.
pub(crate) struct Svg {
    out: String,
}

impl Svg {
    /// The frame: the root element, the accessible title and description, the theme and
    /// the background card with the title written on it.
    pub(crate) fn new(kind: &str, title: &str, desc: &str) -> Self {
        let mut out = String::with_capacity(8192);
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"arbiter-plot ap-{kind}\" \
             viewBox=\"0 0 {w} {h}\" width=\"{w}\" height=\"{h}\" role=\"img\" \
             font-family=\"system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif\" font-size=\"12\">\
             <title>{title}</title><desc>{desc}</desc><style>{STYLE}</style>\
             <rect class=\"ap-bg\" width=\"{w}\" height=\"{h}\" rx=\"8\" fill=\"{BG}\"/>",
            w = n(W),
            h = n(H),
            title = esc(title),
            desc = esc(desc),
        );
        let mut s = Svg { out };
        s.text_styled(
            16.0,
            26.0,
            Anchor::Start,
            "ap-fg",
            FG,
            "font-size=\"15\" font-weight=\"600\"",
            title,
        );
        s
    }

    /// A text in the foreground colour.
    pub(crate) fn text(&mut self, x: f64, y: f64, anchor: Anchor, content: &str) {
        self.text_styled(x, y, anchor, "ap-fg", FG, "", content);
    }

    /// A text in the muted colour (tick labels, notes).
    pub(crate) fn muted(&mut self, x: f64, y: f64, anchor: Anchor, content: &str) {
        self.text_styled(x, y, anchor, "ap-mute", MUTED, "", content);
    }

    /// A text with its class, colour and extra attributes (written as given: callers pass
    /// fixed attribute text only).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn text_styled(
        &mut self,
        x: f64,
        y: f64,
        anchor: Anchor,
        class: &str,
        fill: &str,
        extra: &str,
        content: &str,
    ) {
        let _ = write!(
            self.out,
            "<text class=\"{class}\" x=\"{}\" y=\"{}\" text-anchor=\"{}\" fill=\"{fill}\"{}{extra}>{}</text>",
            n(x),
            n(y),
            anchor.as_str(),
            if extra.is_empty() { "" } else { " " },
            esc(content)
        );
    }

    /// A straight line.
    pub(crate) fn line(
        &mut self,
        (x1, y1): (f64, f64),
        (x2, y2): (f64, f64),
        class: &str,
        stroke: &str,
        extra: &str,
    ) {
        let _ = write!(
            self.out,
            "<line class=\"{class}\" x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"{stroke}\"{}{extra}/>",
            n(x1),
            n(y1),
            n(x2),
            n(y2),
            if extra.is_empty() { "" } else { " " },
        );
    }

    /// Raw markup the caller built from numbers and escaped text only.
    pub(crate) fn raw(&mut self, markup: &str) {
        self.out.push_str(markup);
    }

    /// The finished document.
    pub(crate) fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

/// Round tick values for an axis from `lo` to `hi`: steps of 1, 2 or 5 times a power of
/// ten, at most about `count` of them. `whole` keeps steps of at least 1 (counts, ranks,
/// rounds).
pub(crate) fn ticks(lo: f64, hi: f64, count: usize, whole: bool) -> Vec<f64> {
    if hi <= lo || !lo.is_finite() || !hi.is_finite() {
        return vec![lo];
    }
    let raw = (hi - lo) / count.max(1) as f64;
    let mag = 10f64.powf(raw.log10().floor());
    let mut step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag);
    if whole {
        step = step.max(1.0).round();
    }
    let first = (lo / step).ceil() * step;
    let mut out = Vec::new();
    let mut k = 0.0;
    loop {
        let v = first + k * step;
        // A small tolerance keeps the top tick that rounding would push past `hi`.
        if v > hi + step * 1e-9 || out.len() > 1000 {
            break;
        }
        out.push(v);
        k += 1.0;
    }
    out
}

/// The plot that says there is nothing to draw yet, with the same frame as the others.
pub(crate) fn no_data(kind: &str, title: &str, message: &str) -> String {
    let mut s = Svg::new(kind, title, message);
    s.raw(&format!(
        "<rect x=\"16\" y=\"44\" width=\"{}\" height=\"{}\" rx=\"6\" fill=\"none\" class=\"ap-axis\" stroke=\"{MUTED}\" stroke-opacity=\"0.5\" stroke-dasharray=\"4 4\"/>",
        n(W - 32.0),
        n(H - 60.0)
    ));
    s.text_styled(
        W / 2.0,
        H / 2.0 + 10.0,
        Anchor::Middle,
        "ap-mute ap-nodata",
        MUTED,
        "font-size=\"15\"",
        message,
    );
    s.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escaping_keeps_documents_well_formed() {
        assert_eq!(esc("a<b&c\"d'e>"), "a&lt;b&amp;c&quot;d&apos;e&gt;");
        assert_eq!(esc("x\u{1}y\tz"), "xy z");
    }

    #[test]
    fn numbers_are_written_the_same_way_every_time() {
        assert_eq!(n(12.0), "12");
        assert_eq!(n(12.04), "12");
        assert_eq!(n(12.25), "12.3");
        assert_eq!(n(-0.5), "-0.5");
    }

    #[test]
    fn ticks_are_round_numbers_within_the_range() {
        assert_eq!(
            ticks(0.0, 10.0, 5, true),
            vec![0.0, 2.0, 4.0, 6.0, 8.0, 10.0]
        );
        assert_eq!(ticks(1.0, 3.0, 8, true), vec![1.0, 2.0, 3.0]);
        assert_eq!(ticks(0.0, 1.0, 4, false), vec![0.0, 0.5, 1.0]);
        assert_eq!(ticks(1400.0, 2100.0, 6, true)[0], 1400.0);
        assert_eq!(ticks(5.0, 5.0, 4, true), vec![5.0]);
    }
}
