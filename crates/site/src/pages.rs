//! The pages: one askama template each, on a layout shared by all (navigation, footer,
//! theme). Templates escape every value; player and team names are never markup.

use crate::model::{Card, CrossTable, Fed, PlayerLine, StandingLine, Standings};
use crate::round::RoundPage;
use crate::team::{AcrossLine, BoardPrizes, TeamCard, TeamTable};
use crate::view::{Fact, RoundLink, Site};
use crate::{SiteError, SiteFile, SiteOptions, Theme};
use arbiter_core::PlayerId;
use arbiter_i18n::Tr;
use askama::Template;

/// The stylesheet of every theme.
const BASE_CSS: &str = include_str!("../assets/site.css");
/// What the projector theme changes.
const PROJECTOR_CSS: &str = include_str!("../assets/projector.css");
/// The projector's scrolling.
const PROJECTOR_JS: &str = include_str!("../assets/projector.js");

/// How many leaders the home page shows.
const LEADERS: usize = 10;

/// A link of the navigation.
struct NavLink {
    /// The target, relative to the site's root.
    href: String,
    label: String,
    current: bool,
}

/// Which page is being rendered (to mark it in the navigation).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Here {
    Index,
    Players,
    Round(u16),
    Standings,
    Crosstable,
    Teams,
    Plots,
    /// A card or a team's page: nothing of the navigation is current.
    Detail,
}

/// What every page shares.
struct Layout {
    lang: &'static str,
    tr: Tr,
    /// The way back to the site's root: empty, or `../` from a subfolder.
    root: &'static str,
    title: String,
    event: String,
    nav: Vec<NavLink>,
    rounds: Vec<NavLink>,
    theme: &'static str,
    autoscroll: bool,
    generated: String,
}

impl Layout {
    fn new(site: &Site, opts: &SiteOptions, here: Here, title: String) -> Layout {
        let tr = site.tr;
        let mut nav = vec![
            NavLink {
                href: "index.html".into(),
                label: tr.t("site-home"),
                current: here == Here::Index,
            },
            NavLink {
                href: "players.html".into(),
                label: tr.t("players"),
                current: here == Here::Players,
            },
            NavLink {
                href: "standings.html".into(),
                label: tr.t("standings"),
                current: here == Here::Standings,
            },
            NavLink {
                href: "crosstable.html".into(),
                label: tr.t("crosstable"),
                current: here == Here::Crosstable,
            },
        ];
        if site.teams.is_some() {
            nav.push(NavLink {
                href: "teams.html".into(),
                label: tr.t("teams"),
                current: here == Here::Teams,
            });
        }
        nav.push(NavLink {
            href: "plots.html".into(),
            label: tr.t("plots-stats"),
            current: here == Here::Plots,
        });
        let rounds = site
            .rounds
            .iter()
            .map(|r| NavLink {
                href: format!("round-{}.html", r.round),
                label: r.round.to_string(),
                current: here == Here::Round(r.round),
            })
            .collect();
        let at = opts.generated_at.to_offset(time::UtcOffset::UTC);
        let generated = tr.ta(
            "site-generated",
            &[
                ("date", arbiter_i18n::date_long(tr.lang(), at.date()).into()),
                (
                    "time",
                    format!("{:02}:{:02}", at.hour(), at.minute()).into(),
                ),
            ],
        );
        let projector = opts.theme == Theme::Projector;
        Layout {
            lang: tr.lang().code(),
            tr,
            root: if here == Here::Detail { "../" } else { "" },
            title,
            event: site.name.clone(),
            nav,
            rounds,
            theme: opts.theme.name(),
            autoscroll: projector && matches!(here, Here::Standings | Here::Round(_)),
            generated,
        }
    }
}

#[derive(Template)]
#[template(path = "index.html")]
struct IndexPage<'a> {
    l: Layout,
    name: &'a str,
    facts: &'a [Fact],
    federation: Option<&'a Fed>,
    round_links: &'a [RoundLink],
    leaders: &'a [StandingLine],
    /// The primary score in words.
    score_name: &'a str,
    team_leaders: &'a [crate::team::TeamLine],
    after: String,
    has_teams: bool,
}

#[derive(Template)]
#[template(path = "players.html")]
struct PlayersPage<'a> {
    l: Layout,
    rating: String,
    players: &'a [PlayerLine],
    has_teams: bool,
    has_clubs: bool,
}

#[derive(Template)]
#[template(path = "round.html")]
struct RoundTemplate<'a> {
    l: Layout,
    heading: String,
    rating: String,
    r: &'a RoundPage,
    pending: String,
}

#[derive(Template)]
#[template(path = "standings.html")]
struct StandingsPage<'a> {
    l: Layout,
    heading: String,
    rating: String,
    st: &'a Standings,
}

#[derive(Template)]
#[template(path = "team_standings.html")]
struct TeamStandingsPage<'a> {
    l: Layout,
    heading: String,
    table: &'a TeamTable,
    across: &'a [AcrossLine],
    prizes: &'a [BoardPrizes],
}

#[derive(Template)]
#[template(path = "crosstable.html")]
struct CrosstablePage<'a> {
    l: Layout,
    rating: String,
    x: &'a CrossTable,
}

#[derive(Template)]
#[template(path = "card.html")]
struct CardPage<'a> {
    l: Layout,
    rating: String,
    c: &'a Card,
    /// The player's score and place by round.
    plot: Plot,
}

/// A plot of the site: its file, relative to the root, and what it shows in words.
struct Plot {
    src: String,
    alt: String,
    caption: String,
}

#[derive(Template)]
#[template(path = "plots.html")]
struct PlotsPage {
    l: Layout,
    plots: Vec<Plot>,
}

#[derive(Template)]
#[template(path = "teams.html")]
struct TeamsPage<'a> {
    l: Layout,
    teams: &'a [TeamCard],
}

#[derive(Template)]
#[template(path = "team.html")]
struct TeamPage<'a> {
    l: Layout,
    team: &'a TeamCard,
}

fn page(path: String, t: &impl Template) -> Result<SiteFile, SiteError> {
    let html = t.render().map_err(|source| SiteError::Render {
        page: path.clone(),
        source,
    })?;
    Ok(SiteFile {
        path,
        bytes: html.into_bytes(),
    })
}

/// Every file of the site.
pub(crate) fn render(
    state: &arbiter_event::State,
    site: &Site,
    opts: &SiteOptions,
) -> Result<Vec<SiteFile>, SiteError> {
    let tr = site.tr;
    let rating = if site.go {
        tr.t("site-go-grade")
    } else {
        tr.t("rating")
    };
    // Standings are live: a round still being played counts with the results it has.
    let after = match site.rounds.last() {
        None => String::new(),
        Some(r) if r.pending > 0 => tr.t1("site-standings-during", "round", r.round),
        Some(r) => tr.t1("site-after-round", "round", r.round),
    };
    let mut out = Vec::new();
    let leaders_n = site.standings.rows.len().min(LEADERS);
    let team_rows = site.teams.as_ref().map_or(&[][..], |t| &t.table.rows[..]);
    out.push(page(
        "index.html".into(),
        &IndexPage {
            l: Layout::new(site, opts, Here::Index, tr.t("site-home")),
            name: &site.name,
            facts: &site.facts,
            federation: site.federation.as_ref(),
            round_links: &site.round_links,
            leaders: if site.rounds.is_empty() || site.teams.is_some() {
                &[]
            } else {
                &site.standings.rows[..leaders_n]
            },
            team_leaders: if site.rounds.is_empty() {
                &[]
            } else {
                &team_rows[..team_rows.len().min(LEADERS)]
            },
            score_name: &site.standings.primary,
            after: after.clone(),
            has_teams: site.teams.is_some(),
        },
    )?);
    out.push(page(
        "players.html".into(),
        &PlayersPage {
            l: Layout::new(site, opts, Here::Players, tr.t("players")),
            rating: rating.clone(),
            players: &site.players,
            has_teams: site.teams.is_some(),
            has_clubs: site.players.iter().any(|p| !p.who.club.is_empty()),
        },
    )?);
    for r in &site.rounds {
        let heading = tr.t1("round-n", "round", r.round);
        out.push(page(
            format!("round-{}.html", r.round),
            &RoundTemplate {
                l: Layout::new(site, opts, Here::Round(r.round), heading.clone()),
                heading,
                rating: rating.clone(),
                r,
                pending: if r.pending == 0 {
                    String::new()
                } else {
                    tr.t1("site-results-to-come", "count", r.pending)
                },
            },
        )?);
    }
    let standings_heading = if after.is_empty() {
        tr.t("standings")
    } else {
        after.clone()
    };
    match &site.teams {
        Some(teams) => out.push(page(
            "standings.html".into(),
            &TeamStandingsPage {
                l: Layout::new(site, opts, Here::Standings, tr.t("standings")),
                heading: standings_heading,
                table: &teams.table,
                across: &teams.across,
                prizes: &teams.prizes,
            },
        )?),
        None => out.push(page(
            "standings.html".into(),
            &StandingsPage {
                l: Layout::new(site, opts, Here::Standings, tr.t("standings")),
                heading: standings_heading,
                rating: rating.clone(),
                st: &site.standings,
            },
        )?),
    }
    out.push(page(
        "crosstable.html".into(),
        &CrosstablePage {
            l: Layout::new(site, opts, Here::Crosstable, tr.t("crosstable")),
            rating: rating.clone(),
            x: &site.cross,
        },
    )?);
    for c in &site.cards {
        let svg = PlayerId::new(c.who.number)
            .ok_or(arbiter_plots::PlotError::UnknownPlayer(c.who.number))
            .and_then(|id| arbiter_plots::score_and_rank(state, id, tr.lang()))
            .map_err(|e| SiteError::Plot(e.to_string()))?;
        let src = format!("plots/player-{}.svg", c.who.number);
        out.push(SiteFile {
            path: src.clone(),
            bytes: svg.into_bytes(),
        });
        out.push(page(
            format!("player/{}.html", c.who.number),
            &CardPage {
                l: Layout::new(site, opts, Here::Detail, c.who.name.clone()),
                rating: rating.clone(),
                c,
                plot: Plot {
                    src,
                    alt: tr.t1("plots-player-alt", "name", c.who.name.as_str()),
                    caption: tr.t1("plots-score-rank-desc", "name", c.who.name.as_str()),
                },
            },
        )?);
    }
    let mut plots = Vec::new();
    for (file, svg, title, desc) in [
        (
            "plots/ratings.svg",
            arbiter_plots::rating_distribution(state, tr.lang()),
            "plots-rating-title",
            "plots-rating-desc",
        ),
        (
            "plots/performance.svg",
            arbiter_plots::performance_vs_rating(state, tr.lang()),
            "plots-perf-title",
            "plots-perf-desc",
        ),
        (
            "plots/score-groups.svg",
            arbiter_plots::score_groups(state, tr.lang()),
            "plots-groups-title",
            "plots-groups-desc",
        ),
    ] {
        out.push(SiteFile {
            path: file.into(),
            bytes: svg.into_bytes(),
        });
        plots.push(Plot {
            src: file.into(),
            alt: tr.t(title),
            caption: tr.t(desc),
        });
    }
    out.push(page(
        "plots.html".into(),
        &PlotsPage {
            l: Layout::new(site, opts, Here::Plots, tr.t("plots-stats")),
            plots,
        },
    )?);
    if let Some(teams) = &site.teams {
        out.push(page(
            "teams.html".into(),
            &TeamsPage {
                l: Layout::new(site, opts, Here::Teams, tr.t("teams")),
                teams: &teams.cards,
            },
        )?);
        for team in &teams.cards {
            out.push(page(
                format!("team/{}.html", team.team.number),
                &TeamPage {
                    l: Layout::new(site, opts, Here::Detail, team.team.name.clone()),
                    team,
                },
            )?);
        }
    }
    let mut css = String::from(BASE_CSS);
    if opts.theme == Theme::Projector {
        css.push_str(PROJECTOR_CSS);
        out.push(SiteFile {
            path: "projector.js".into(),
            bytes: PROJECTOR_JS.as_bytes().to_vec(),
        });
    }
    out.push(SiteFile {
        path: "style.css".into(),
        bytes: css.into_bytes(),
    });
    Ok(out)
}
