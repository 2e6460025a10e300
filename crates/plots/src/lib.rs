//! Plots of a tournament as standalone SVG documents, for the web app and the static
//! site: a player's score and place by round, the rating distribution of the field, the
//! performance against the rating, and the score groups of each round.
//!
//! Every plot is computed from the event's folded [`State`] (scores and places from the
//! event's one ranking: a chess event's tie-breaks, FIDE C.07, a Go event's placement
//! criteria; performances as C.07 art. 10.2 and B.02 define them) and written
//! by hand: a `viewBox` so that it scales on any screen, `role="img"` with a `<title>` and
//! a `<desc>` that says in words what the picture shows, colours that read on light and
//! dark pages, and every piece of text escaped (a player's name is data, never markup).
//! Labels come from the message catalogue in the reader's language, numbers in the
//! language's form. The same state always gives the same bytes.
//!
//! ```
//! # use arbiter_event::{Event, Settings, State};
//! # let created = Event::TournamentCreated { settings: Settings { name: "Open".into(), system: "dutch".into(), rounds: 5, ..Settings::default() } };
//! let state = State::fold([&created]).unwrap();
//! let svg = arbiter_plots::rating_distribution(&state, arbiter_i18n::Lang::Fr);
//! assert!(svg.starts_with("<svg") && svg.contains("role=\"img\""));
//! ```
//!
//! No I/O: each plot is returned as a string.
#![deny(missing_docs)]
#![cfg_attr(test, allow(clippy::unwrap_used, clippy::expect_used, clippy::panic))]

mod data;
mod svg;

pub use data::{
    Performances, Performer, Progress, RatingBins, RoundGroups, complete_rounds, most_points,
    performances, progress, rating_bins, score_group_sizes,
};

use arbiter_core::{PlayerId, Points};
use arbiter_event::State;
use arbiter_i18n::{Arg, Lang, decimal, integer, t, t_args};
use svg::{Anchor, BLUE, FG, GREY, GRID, H, MUTED, ORANGE, Svg, W, esc, n, no_data, ticks};

/// Why a plot cannot be drawn.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum PlotError {
    /// The event has no player with this start rank.
    #[error("there is no player {0}")]
    UnknownPlayer(u32),
}

/// A score as the language writes it: `3`, `2.5` or `2,5`.
fn points(lang: Lang, p: Points) -> String {
    let tenths = p.tenths();
    if tenths % 10 == 0 {
        integer(lang, i64::from(tenths / 10))
    } else {
        decimal(lang, &p.to_string())
    }
}

fn int(lang: Lang, v: impl Into<i64>) -> String {
    integer(lang, v.into())
}

/// A count for a message with plural forms: `count` chooses the form, `n` is the number
/// as the language writes it.
fn count_args(lang: Lang, count: usize) -> [(&'static str, Arg); 2] {
    [
        ("count", Arg::from(count)),
        (
            "n",
            Arg::Text(integer(lang, i64::try_from(count).unwrap_or(i64::MAX))),
        ),
    ]
}

/// Maps `v` in `lo..=hi` onto `a..=b` (a single value to the middle).
fn scale(v: f64, lo: f64, hi: f64, a: f64, b: f64) -> f64 {
    if hi > lo {
        a + (v - lo) / (hi - lo) * (b - a)
    } else {
        (a + b) / 2.0
    }
}

/// The x position of round `r` of `rounds` in `left..=right`.
fn round_x(r: usize, rounds: usize, left: f64, right: f64) -> f64 {
    scale(r as f64, 1.0, rounds as f64, left, right)
}

/// `player`'s score and place after each complete round, as two panels sharing the round
/// axis: the score above (from 0 to the most a player could have), the place below (first
/// place at the top). A round counts once all its games have a result, so the places
/// drawn are the event's ranking as it stood after it (chess tie-breaks, C.07; a Go
/// event's placement criteria).
///
/// # Errors
/// [`PlotError::UnknownPlayer`] when the event has no such player.
pub fn score_and_rank(state: &State, player: PlayerId, lang: Lang) -> Result<String, PlotError> {
    let tour = &state.tournament;
    let name = tour
        .player(player)
        .map(|p| p.name.clone())
        .ok_or(PlotError::UnknownPlayer(player.get()))?;
    let series = progress(state, player).ok_or(PlotError::UnknownPlayer(player.get()))?;
    let title = t_args(
        lang,
        "plots-score-rank-title",
        &[("name", Arg::Text(name.clone()))],
    );
    if series.is_empty() {
        return Ok(no_data("score-rank", &title, &t(lang, "plots-no-data")));
    }
    let mut desc = t_args(lang, "plots-score-rank-desc", &[("name", Arg::Text(name))]);
    for p in &series {
        desc.push(' ');
        desc.push_str(&t_args(
            lang,
            "plots-score-rank-point",
            &[
                ("round", Arg::Text(int(lang, p.round))),
                ("score", Arg::Text(points(lang, p.score))),
                ("rank", Arg::Text(int(lang, p.place))),
            ],
        ));
    }
    let mut s = Svg::new("score-rank", &title, &desc);
    let rounds = series.len();
    let (left, right) = (64.0, W - 32.0);
    // The score panel above, the place panel below.
    let (s_top, s_bottom) = (68.0, 196.0);
    let (r_top, r_bottom) = (252.0, 352.0);
    let max_score = most_points(tour, rounds)
        .max(series.iter().map(|p| p.score).max().unwrap_or_default())
        .tenths();
    let min_score = series
        .iter()
        .map(|p| p.score.tenths())
        .min()
        .unwrap_or(0)
        .min(0);
    let (lo, hi) = (f64::from(min_score) / 10.0, f64::from(max_score) / 10.0);
    let field = tour.player_count().max(1) as f64;

    // Score panel.
    s.text_styled(
        left,
        s_top - 22.0,
        Anchor::Start,
        "ap-blue",
        BLUE,
        "font-weight=\"600\"",
        &t(lang, "points"),
    );
    for v in ticks(lo, hi, 5, false) {
        let y = scale(v, lo, hi, s_bottom, s_top);
        s.line((left, y), (right, y), "ap-grid", GRID, "");
        let label = points(lang, Points::from_tenths((v * 10.0).round() as i32));
        s.muted(left - 8.0, y + 4.0, Anchor::End, &label);
    }
    // Place panel: first place at the top.
    s.text_styled(
        left,
        r_top - 22.0,
        Anchor::Start,
        "ap-orange",
        ORANGE,
        "font-weight=\"600\"",
        &t(lang, "rank"),
    );
    let mut place_ticks = ticks(1.0, field, 4, true);
    if place_ticks.first() != Some(&1.0) {
        place_ticks.insert(0, 1.0);
    }
    for v in place_ticks {
        let y = scale(v, 1.0, field, r_top, r_bottom);
        s.line((left, y), (right, y), "ap-grid", GRID, "");
        s.muted(left - 8.0, y + 4.0, Anchor::End, &int(lang, v as i64));
    }
    // The shared round axis.
    let label_every = rounds.div_ceil(20).max(1);
    for r in 1..=rounds {
        let x = round_x(r, rounds, left + 12.0, right - 12.0);
        s.line((x, s_bottom), (x, s_bottom + 4.0), "ap-axis", MUTED, "");
        s.line((x, r_bottom), (x, r_bottom + 4.0), "ap-axis", MUTED, "");
        if (r - 1) % label_every == 0 || r == rounds {
            s.muted(
                x,
                r_bottom + 18.0,
                Anchor::Middle,
                &int(lang, i64::try_from(r).unwrap_or(0)),
            );
        }
    }
    s.line((left, s_bottom), (right, s_bottom), "ap-axis", MUTED, "");
    s.line((left, r_bottom), (right, r_bottom), "ap-axis", MUTED, "");
    s.text(
        (left + right) / 2.0,
        H - 12.0,
        Anchor::Middle,
        &t(lang, "round"),
    );

    let score_xy: Vec<(f64, f64, &Progress)> = series
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = round_x(i + 1, rounds, left + 12.0, right - 12.0);
            (x, scale(p.score.as_f64(), lo, hi, s_bottom, s_top), p)
        })
        .collect();
    let place_xy: Vec<(f64, f64, &Progress)> = series
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let x = round_x(i + 1, rounds, left + 12.0, right - 12.0);
            (x, scale(f64::from(p.place), 1.0, field, r_top, r_bottom), p)
        })
        .collect();
    for (class, colour, pts, is_score) in [
        ("ap-blue", BLUE, &score_xy, true),
        ("ap-orange", ORANGE, &place_xy, false),
    ] {
        let line: Vec<String> = pts
            .iter()
            .map(|(x, y, _)| format!("{},{}", n(*x), n(*y)))
            .collect();
        s.raw(&format!(
            "<polyline class=\"{class}-line\" points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2.5\" stroke-linejoin=\"round\"/>",
            line.join(" ")
        ));
        for (x, y, p) in pts.iter() {
            let (kind, value) = if is_score {
                ("score", points(lang, p.score))
            } else {
                ("place", int(lang, p.place))
            };
            let tip = t_args(
                lang,
                "plots-score-rank-point",
                &[
                    ("round", Arg::Text(int(lang, p.round))),
                    ("score", Arg::Text(points(lang, p.score))),
                    ("rank", Arg::Text(int(lang, p.place))),
                ],
            );
            s.raw(&format!(
                "<circle class=\"{class} ap-{kind}\" cx=\"{}\" cy=\"{}\" r=\"4\" fill=\"{colour}\"><title>{}</title></circle>",
                n(*x),
                n(*y),
                esc(&tip)
            ));
            // The value beside each point when there is room for it.
            if rounds <= 15 {
                s.text_styled(
                    *x,
                    *y - 9.0,
                    Anchor::Middle,
                    "ap-fg",
                    FG,
                    "font-size=\"11\"",
                    &value,
                );
            }
        }
    }
    Ok(s.finish())
}

/// The ratings of the field: a bar per 100-point band from the lowest rated player's to
/// the highest's, and the unrated players as a bar of their own, apart.
#[must_use]
pub fn rating_distribution(state: &State, lang: Lang) -> String {
    let bins = rating_bins(&state.tournament);
    let title = t(lang, "plots-rating-title");
    if bins.bins.is_empty() && bins.unrated == 0 {
        return no_data("rating", &title, &t(lang, "plots-no-data"));
    }
    let mut desc = t(lang, "plots-rating-desc");
    let band = |from: u16| {
        t_args(
            lang,
            "plots-rating-band",
            &[
                ("from", Arg::Text(from.to_string())),
                ("to", Arg::Text(from.saturating_add(99).to_string())),
            ],
        )
    };
    for (from, count) in &bins.bins {
        desc.push(' ');
        desc.push_str(&format!(
            "{}: {}.",
            band(*from),
            t_args(lang, "players-count", &count_args(lang, *count))
        ));
    }
    if bins.unrated > 0 {
        desc.push(' ');
        desc.push_str(&t_args(
            lang,
            "plots-unrated-count",
            &count_args(lang, bins.unrated),
        ));
    }
    let mut s = Svg::new("rating", &title, &desc);
    let (left, right, top, bottom) = (64.0, W - 24.0, 72.0, H - 64.0);
    let max = bins
        .bins
        .iter()
        .map(|b| b.1)
        .chain([bins.unrated])
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    for v in ticks(0.0, max, 5, true) {
        let y = scale(v, 0.0, max, bottom, top);
        s.line((left, y), (right, y), "ap-grid", GRID, "");
        s.muted(left - 8.0, y + 4.0, Anchor::End, &int(lang, v as i64));
    }
    // Slots: the unrated bar first with a gap after it, then the bands.
    let unrated_slots = if bins.unrated > 0 { 2 } else { 0 };
    let slots = (bins.bins.len() + unrated_slots).max(1);
    let slot = (right - left) / slots as f64;
    let width = (slot * 0.8).max(1.0);
    let label_every = (34.0 / slot).ceil().max(1.0) as usize;
    let bar = |s: &mut Svg, i: usize, count: usize, class: &str, fill: &str, tip: &str| {
        let x = left + slot * i as f64 + (slot - width) / 2.0;
        let y = scale(count as f64, 0.0, max, bottom, top);
        s.raw(&format!(
            "<rect class=\"{class} ap-bar\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\"><title>{}</title></rect>",
            n(x),
            n(y),
            n(width),
            n(bottom - y),
            esc(tip)
        ));
        if count > 0 && slot >= 14.0 {
            s.muted(
                x + width / 2.0,
                y - 4.0,
                Anchor::Middle,
                &int(lang, i64::try_from(count).unwrap_or(0)),
            );
        }
        x + width / 2.0
    };
    if bins.unrated > 0 {
        let tip = t_args(lang, "plots-unrated-count", &count_args(lang, bins.unrated));
        let x = bar(&mut s, 0, bins.unrated, "ap-unrated", GREY, &tip);
        s.muted(x, bottom + 18.0, Anchor::Middle, &t(lang, "plots-unrated"));
    }
    for (k, (from, count)) in bins.bins.iter().enumerate() {
        let tip = format!(
            "{}: {}",
            band(*from),
            t_args(lang, "players-count", &count_args(lang, *count))
        );
        let x = bar(&mut s, unrated_slots + k, *count, "ap-blue", BLUE, &tip);
        if k % label_every == 0 {
            // Ratings are written without grouping, as rating lists write them.
            s.muted(x, bottom + 18.0, Anchor::Middle, &from.to_string());
        }
    }
    s.line((left, bottom), (right, bottom), "ap-axis", MUTED, "");
    s.text(
        (left + right) / 2.0,
        H - 20.0,
        Anchor::Middle,
        &t(lang, "rating"),
    );
    s.text_styled(
        16.0,
        52.0,
        Anchor::Start,
        "ap-mute",
        MUTED,
        "",
        &t(lang, "players"),
    );
    s.finish()
}

/// Each rated player's rating (across) against their tournament performance rating (up),
/// over the rated games (C.07 art. 10.2: the opponents' average rating plus the rating
/// difference of the percentage score, B.02 table 8.1(a)), with the diagonal where the
/// two are equal. Players with no rated game, and unrated players, are left out and
/// counted in a note. Go ratings do not follow the FIDE tables, so a Go event gets a note
/// instead of points.
#[must_use]
pub fn performance_vs_rating(state: &State, lang: Lang) -> String {
    let title = t(lang, "plots-perf-title");
    if state.settings.is_go() {
        return no_data("performance", &title, &t(lang, "plots-perf-chess-only"));
    }
    let perf = performances(&state.tournament);
    if perf.players.is_empty() {
        let mut msg = t(lang, "plots-no-data");
        if perf.without_games + perf.unrated > 0 {
            msg = format!("{msg} ({})", notes(lang, &perf).join("; "));
        }
        return no_data("performance", &title, &msg);
    }
    let mut desc = t(lang, "plots-perf-desc");
    let point = |p: &Performer| {
        t_args(
            lang,
            "plots-perf-point",
            &[
                ("name", Arg::Text(p.name.clone())),
                ("rating", Arg::Text(p.rating.to_string())),
                ("performance", Arg::Text(p.performance.to_string())),
            ],
        )
    };
    for p in &perf.players {
        desc.push(' ');
        desc.push_str(&point(p));
        desc.push('.');
    }
    for note in notes(lang, &perf) {
        desc.push(' ');
        desc.push_str(&note);
        desc.push('.');
    }
    let mut s = Svg::new("performance", &title, &desc);
    let (left, right, top, bottom) = (72.0, W - 24.0, 72.0, H - 84.0);
    let values = perf
        .players
        .iter()
        .flat_map(|p| [i64::from(p.rating), p.performance]);
    let lo_v = values.clone().min().unwrap_or(0);
    let hi_v = values.max().unwrap_or(0);
    // One range for both axes, in whole hundreds with room around the points, so that the
    // diagonal runs corner to corner.
    let lo = ((lo_v - 50).div_euclid(100) * 100) as f64;
    let hi = ((hi_v + 149).div_euclid(100) * 100) as f64;
    for v in ticks(lo, hi, 6, true) {
        let x = scale(v, lo, hi, left, right);
        let y = scale(v, lo, hi, bottom, top);
        s.line((left, y), (right, y), "ap-grid", GRID, "");
        s.line((x, top), (x, bottom), "ap-grid", GRID, "");
        let label = format!("{}", v as i64);
        s.muted(left - 8.0, y + 4.0, Anchor::End, &label);
        s.muted(x, bottom + 16.0, Anchor::Middle, &label);
    }
    s.line(
        (left, bottom),
        (right, top),
        "ap-orange-line ap-diagonal",
        ORANGE,
        "stroke-width=\"1.5\" stroke-dasharray=\"6 4\"",
    );
    s.line((left, bottom), (right, bottom), "ap-axis", MUTED, "");
    s.line((left, top), (left, bottom), "ap-axis", MUTED, "");
    for p in &perf.players {
        s.raw(&format!(
            "<circle class=\"ap-blue ap-point\" cx=\"{}\" cy=\"{}\" r=\"4.5\" fill=\"{BLUE}\" fill-opacity=\"0.8\"><title>{}</title></circle>",
            n(scale(f64::from(p.rating), lo, hi, left, right)),
            n(scale(p.performance as f64, lo, hi, bottom, top)),
            esc(&point(p))
        ));
    }
    // Legend of the diagonal, top left inside the plot where ratings below performance
    // leave room.
    s.line(
        (left + 12.0, top + 14.0),
        (left + 40.0, top + 14.0),
        "ap-orange-line",
        ORANGE,
        "stroke-width=\"1.5\" stroke-dasharray=\"6 4\"",
    );
    s.text(
        left + 46.0,
        top + 18.0,
        Anchor::Start,
        &t(lang, "plots-perf-diagonal"),
    );
    s.text(
        (left + right) / 2.0,
        bottom + 36.0,
        Anchor::Middle,
        &t(lang, "rating"),
    );
    s.text_styled(
        16.0,
        52.0,
        Anchor::Start,
        "ap-mute",
        MUTED,
        "",
        &t(lang, "plots-performance"),
    );
    for (i, note) in notes(lang, &perf).iter().enumerate() {
        s.muted(left, bottom + 58.0 + 14.0 * i as f64, Anchor::Start, note);
    }
    s.finish()
}

/// The notes of the performance plot: who is left out, and why.
fn notes(lang: Lang, perf: &Performances) -> Vec<String> {
    let mut out = Vec::new();
    if perf.without_games > 0 {
        out.push(t_args(
            lang,
            "plots-perf-no-games",
            &count_args(lang, perf.without_games),
        ));
    }
    if perf.unrated > 0 {
        out.push(t_args(
            lang,
            "plots-perf-unrated",
            &count_args(lang, perf.unrated),
        ));
    }
    out
}

/// A colour of the score scale: from dark violet (lowest score) through teal to yellow
/// (highest), a scale that stays legible on light and dark pages and in grey print.
fn score_colour(k: usize, of: usize) -> (String, &'static str) {
    const STOPS: [(u8, u8, u8); 5] = [
        (0x44, 0x01, 0x54),
        (0x3b, 0x52, 0x8b),
        (0x21, 0x91, 0x8c),
        (0x5e, 0xc9, 0x62),
        (0xfd, 0xe7, 0x25),
    ];
    let f = if of > 1 {
        k as f64 / (of - 1) as f64
    } else {
        0.5
    };
    let pos = f * (STOPS.len() - 1) as f64;
    let i = (pos.floor() as usize).min(STOPS.len() - 2);
    let w = pos - i as f64;
    let (a, b) = (STOPS[i], STOPS[i + 1]);
    let mix = |x: u8, y: u8| (f64::from(x) + (f64::from(y) - f64::from(x)) * w).round() as u8;
    let c = format!(
        "#{:02x}{:02x}{:02x}",
        mix(a.0, b.0),
        mix(a.1, b.1),
        mix(a.2, b.2)
    );
    // Dark text on the light end of the scale, white on the dark end.
    (c, if f >= 0.6 { "#1b1f23" } else { "#ffffff" })
}

/// For each round, how many players were on each score when it was paired: a stacked bar
/// per round, highest score on top, one colour per score (the legend on the right).
#[must_use]
pub fn score_groups(state: &State, lang: Lang) -> String {
    let rounds = score_group_sizes(state);
    let title = t(lang, "plots-groups-title");
    if rounds.is_empty() {
        return no_data("groups", &title, &t(lang, "plots-no-data"));
    }
    let mut all: Vec<Points> = rounds
        .iter()
        .flat_map(|r| r.groups.iter().map(|g| g.0))
        .collect();
    all.sort_unstable();
    all.dedup();
    let colour_of = |p: Points| {
        let k = all.iter().position(|x| *x == p).unwrap_or(0);
        score_colour(k, all.len())
    };
    let segment = |round: u16, score: Points, count: usize| {
        let mut args = count_args(lang, count).to_vec();
        args.push(("round", Arg::Text(int(lang, round))));
        args.push(("score", Arg::Text(points(lang, score))));
        t_args(lang, "plots-groups-segment", &args)
    };
    let mut desc = t(lang, "plots-groups-desc");
    for r in &rounds {
        for &(score, count) in &r.groups {
            desc.push(' ');
            desc.push_str(&segment(r.round, score, count));
            desc.push('.');
        }
    }
    let mut s = Svg::new("groups", &title, &desc);
    let legend_x = W - 120.0;
    let (left, right, top, bottom) = (64.0, legend_x - 20.0, 72.0, H - 56.0);
    let max = rounds
        .iter()
        .map(|r| r.groups.iter().map(|g| g.1).sum::<usize>())
        .max()
        .unwrap_or(1)
        .max(1) as f64;
    for v in ticks(0.0, max, 5, true) {
        let y = scale(v, 0.0, max, bottom, top);
        s.line((left, y), (right, y), "ap-grid", GRID, "");
        s.muted(left - 8.0, y + 4.0, Anchor::End, &int(lang, v as i64));
    }
    let slot = (right - left) / rounds.len() as f64;
    let width = (slot * 0.7).max(1.0);
    let label_every = (24.0 / slot).ceil().max(1.0) as usize;
    for (i, r) in rounds.iter().enumerate() {
        let x = left + slot * i as f64 + (slot - width) / 2.0;
        let mut base = 0usize;
        // Lowest score at the bottom of the stack.
        for &(score, count) in r.groups.iter().rev() {
            let y0 = scale(base as f64, 0.0, max, bottom, top);
            let y1 = scale((base + count) as f64, 0.0, max, bottom, top);
            let (fill, ink) = colour_of(score);
            s.raw(&format!(
                "<rect class=\"ap-segment ap-sep\" x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"{fill}\" stroke=\"#ffffff\" stroke-width=\"0.75\"><title>{}</title></rect>",
                n(x),
                n(y1),
                n(width),
                n(y0 - y1),
                esc(&segment(r.round, score, count))
            ));
            if y0 - y1 >= 14.0 && width >= 18.0 {
                s.raw(&format!(
                    "<text x=\"{}\" y=\"{}\" text-anchor=\"middle\" fill=\"{ink}\" font-size=\"11\">{}</text>",
                    n(x + width / 2.0),
                    n((y0 + y1) / 2.0 + 4.0),
                    esc(&int(lang, i64::try_from(count).unwrap_or(0)))
                ));
            }
            base += count;
        }
        if i % label_every == 0 || i + 1 == rounds.len() {
            s.muted(
                x + width / 2.0,
                bottom + 18.0,
                Anchor::Middle,
                &int(lang, r.round),
            );
        }
    }
    s.line((left, bottom), (right, bottom), "ap-axis", MUTED, "");
    s.text(
        (left + right) / 2.0,
        H - 14.0,
        Anchor::Middle,
        &t(lang, "round"),
    );
    s.text_styled(
        16.0,
        52.0,
        Anchor::Start,
        "ap-mute",
        MUTED,
        "",
        &t(lang, "players"),
    );
    // Legend: highest score first; with many scores, every k-th so that it fits.
    s.text_styled(
        legend_x,
        top,
        Anchor::Start,
        "ap-fg",
        FG,
        "font-weight=\"600\"",
        &t(lang, "points"),
    );
    let room = ((bottom - top - 16.0) / 16.0).floor().max(1.0) as usize;
    let every = all.len().div_ceil(room).max(1);
    for (row, (k, p)) in all.iter().enumerate().rev().step_by(every).enumerate() {
        let y = top + 14.0 + 16.0 * row as f64;
        let (fill, _) = score_colour(k, all.len());
        s.raw(&format!(
            "<rect class=\"ap-swatch\" x=\"{}\" y=\"{}\" width=\"12\" height=\"12\" fill=\"{fill}\"/>",
            n(legend_x),
            n(y)
        ));
        s.text(legend_x + 18.0, y + 10.0, Anchor::Start, &points(lang, *p));
    }
    s.finish()
}
