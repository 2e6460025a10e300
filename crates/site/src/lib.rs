//! A static web site of an event: a home page with the event's facts, the players, the
//! pairings and results of each round, the standings with the event's tie-breaks, the
//! crosstable, a card per player and, for team events, the team standings, rosters and
//! a page per team; the plots (each player's score and place by round, the rating
//! distribution, performance against rating, the score groups of each round) as SVG
//! files. In any of arbiter's six languages, in the default theme or the
//! projector's (high contrast, large type, the standings scrolling by themselves).
//!
//! The site is a list of files ([`SiteFile`]: a relative path and its bytes) that the
//! caller writes where it likes: every link is relative (`players.html`,
//! `player/12.html`, `../standings.html` from a card), the stylesheet is a file of the
//! site and nothing is loaded from elsewhere, so the pages work opened from a disk
//! (`file://`) and served under any path by any web server. The projector's script only
//! scrolls; every page reads the same without it.
//!
//! No I/O here: [`build`] takes the event's state and returns the files. The time the
//! site says it was published comes from the caller, so the same state and options give
//! the same bytes.
//!
//! ```
//! use arbiter_site::{SiteOptions, Theme, build};
//! # fn main() -> Result<(), arbiter_site::SiteError> {
//! let mut state = arbiter_event::State::new();
//! state.settings.name = "Club Open".into();
//! let files = build(&state, &SiteOptions::default())?;
//! assert!(files.iter().any(|f| f.path == "index.html"));
//! assert!(files.iter().any(|f| f.path == "style.css"));
//! # Ok(())
//! # }
//! ```

mod flags;
pub mod model;
mod pages;
pub mod round;
pub mod team;
mod view;

pub use arbiter_i18n::Lang;
pub use flags::{flag, iso_code};

use std::fmt;
use std::str::FromStr;

/// How the site looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Theme {
    /// For reading on a screen or a phone.
    #[default]
    Default,
    /// For a projector or a big screen in the playing hall: light on dark, large type,
    /// the standings and pairings scrolling by themselves (pausing while the pointer
    /// moves over them) and reloading at the end of each pass.
    Projector,
}

impl Theme {
    /// The theme's name on the command line: `default` or `projector`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Theme::Default => "default",
            Theme::Projector => "projector",
        }
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A theme name that is neither `default` nor `projector`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown theme {0:?}: expected default or projector")]
pub struct ParseThemeError(pub String);

impl FromStr for Theme {
    type Err = ParseThemeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "default" => Ok(Theme::Default),
            "projector" => Ok(Theme::Projector),
            _ => Err(ParseThemeError(s.to_string())),
        }
    }
}

/// What to build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SiteOptions {
    /// The look.
    pub theme: Theme,
    /// The language of every page.
    pub lang: Lang,
    /// When the site was made, as its footer says (the caller's clock, so that the same
    /// state gives the same site).
    pub generated_at: time::OffsetDateTime,
}

impl Default for SiteOptions {
    fn default() -> Self {
        SiteOptions {
            theme: Theme::Default,
            lang: Lang::En,
            generated_at: time::OffsetDateTime::UNIX_EPOCH,
        }
    }
}

/// One file of the site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SiteFile {
    /// The path inside the site, with `/` between folders (`player/12.html`).
    pub path: String,
    /// The content.
    pub bytes: Vec<u8>,
}

/// Why a site could not be built.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SiteError {
    /// A page could not be rendered.
    #[error("page {page}: {source}")]
    Render {
        /// The page's path.
        page: String,
        /// What the template engine said.
        source: askama::Error,
    },
    /// The standings could not be computed.
    #[error("standings: {0}")]
    Standings(String),
    /// A plot could not be drawn.
    #[error("plot: {0}")]
    Plot(String),
}

/// Builds the site of the event in `state`: every page and its stylesheet (and the
/// projector's script in that theme), index first.
///
/// # Errors
/// When the standings cannot be computed or a page fails to render.
pub fn build(
    state: &arbiter_event::State,
    options: &SiteOptions,
) -> Result<Vec<SiteFile>, SiteError> {
    let site = view::site(state, options.lang)?;
    pages::render(state, &site, options)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_read_their_names() {
        assert_eq!("projector".parse::<Theme>(), Ok(Theme::Projector));
        assert_eq!(" Default ".parse::<Theme>(), Ok(Theme::Default));
        assert!("dark".parse::<Theme>().is_err());
        assert_eq!(Theme::Projector.to_string(), "projector");
    }
}
