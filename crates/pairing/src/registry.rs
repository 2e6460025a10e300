//! The pairing systems arbiter knows, in one table: the names users type and their
//! aliases, the TRF 192 code each writes and the codes it reads, the catalogue key of its
//! name, the game it pairs and the options it takes. The engine lookup, the event's
//! settings and TRF code, the command line's help and TRF files, the desk's choice of
//! systems, the site's system name and the API's description all read this table, so a
//! name is accepted everywhere or nowhere.
//!
//! A name is read without regard to case, `_` and `-` being the same letter. After it may
//! come:
//! - for an individual Swiss system, an acceleration (`+baku`, `+haley`,
//!   `+progressive[=A,C][@R]`, `+groups=FLOOR:POINTS,...@R`; see [`acceleration::parse`]),
//!   or `-baku` / `_baku` right after the name or the code (`dutch-baku`,
//!   `FIDE_DUBOV_BAKU`; Baku acceleration, C.04.7);
//! - for a round robin, a variant after `:` (`roundrobin:rotate=4`), or the words of a
//!   code (`DOUBLE_ROUND_ROBIN_STANDARD`; see [`roundrobin::parse_name`]).
//!
//! The Swiss Team system also reads the TRF26 codes of its options
//! (`FIDE_TEAM_TYPEB_GP_MP`, ...; see [`SwissTeam::from_code`]), and the Go systems their
//! names with any punctuation and an optional `go` in front (`go:mcmahon`, `GO_SWISS`,
//! `Mac-Mahon`), as OpenGotha users write them.

use crate::acceleration::{self, Accelerated, Acceleration, AccelerationError};
use crate::roundrobin::{self, RoundRobin, RoundRobinError, RoundRobinOptions};
use crate::{
    Amalfi, Burstein, DoubleSwiss, Dubov, Dutch, Lim, Message, PairingSystem, SwissRanked,
    SwissTeam, TeamSchedule, Uscf, VegaSwiss,
};
use arbiter_core::GoSystem;
use std::fmt;

/// What a system pairs.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Game {
    /// Players of an individual chess event.
    Chess,
    /// Chess teams: matches of teams, or the fixed schedules of team events.
    ChessTeam,
    /// Players of a Go event (OpenGotha's systems).
    Go,
}

/// What may follow a system's name.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Options {
    /// Nothing.
    None,
    /// An acceleration after `+`, or `-baku` after the name (C.04.7 and the other methods
    /// of [`acceleration`]).
    Acceleration,
    /// A round robin's variant after `:` (C.05 Annex 1 and the variants of
    /// [`roundrobin::Variant`]).
    Variant,
}

/// The engine an entry builds.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
enum Engine {
    Dutch,
    Burstein,
    Dubov { danubian: bool },
    Lim { maxi: bool },
    DoubleSwiss,
    Uscf,
    Vega,
    SwissRanked,
    Amalfi { colour: bool },
    SwissTeam,
    Schedule(TeamSchedule),
    RoundRobin,
    Go(GoSystem),
}

/// One pairing system of the table.
#[derive(Debug)]
pub struct System {
    /// The name users type and the settings store, e.g. `dutch`.
    pub name: &'static str,
    /// Other names users type for it (read like the name).
    pub aliases: &'static [&'static str],
    /// The TRF 192 code written for it; `None` when TRF has none, and the name is written.
    pub code: Option<&'static str>,
    /// Other 192 codes read as this system (older rules, other programs' spellings).
    pub reads: &'static [&'static str],
    /// The code written for its Baku acceleration (C.04.7), when it has one.
    pub baku_code: Option<&'static str>,
    /// The catalogue key of its name in words.
    pub label: &'static str,
    /// What it pairs.
    pub game: Game,
    /// What may follow its name.
    pub options: Options,
    engine: Engine,
}

/// A Swiss system for individual chess: accelerations allowed.
const fn swiss(
    name: &'static str,
    aliases: &'static [&'static str],
    code: &'static str,
    reads: &'static [&'static str],
    baku_code: Option<&'static str>,
    label: &'static str,
    engine: Engine,
) -> System {
    System {
        name,
        aliases,
        code: Some(code),
        reads,
        baku_code,
        label,
        game: Game::Chess,
        options: Options::Acceleration,
        engine,
    }
}

/// A Go system: no options; read with any punctuation and an optional `go` in front.
const fn go(
    name: &'static str,
    aliases: &'static [&'static str],
    label: &'static str,
    system: GoSystem,
) -> System {
    System {
        name,
        aliases,
        code: Some(system.code()),
        reads: &[],
        baku_code: None,
        label,
        game: Game::Go,
        options: Options::None,
        engine: Engine::Go(system),
    }
}

/// Every system, in the order lists show them.
pub static SYSTEMS: &[System] = &[
    swiss(
        "dutch",
        &[],
        "FIDE_DUTCH_2026",
        &["FIDE_DUTCH", "FIDE_DUTCH_2025"],
        Some("FIDE_DUTCH_2026_BAKU"),
        "system-name-dutch",
        Engine::Dutch,
    ),
    swiss(
        "burstein",
        &[],
        "FIDE_BURSTEIN",
        &[],
        Some("FIDE_BURSTEIN_BAKU"),
        "system-name-burstein",
        Engine::Burstein,
    ),
    swiss(
        "dubov",
        &[],
        "FIDE_DUBOV",
        &[],
        Some("FIDE_DUBOV_BAKU"),
        "system-name-dubov",
        Engine::Dubov { danubian: false },
    ),
    swiss(
        "dubov-danubian",
        &[],
        "FIDE_DUBOV_DANUBIAN",
        &[],
        Some("FIDE_DUBOV_DANUBIAN_BAKU"),
        "system-name-dubov-danubian",
        Engine::Dubov { danubian: true },
    ),
    // TRF-26 has no code for Lim; these are the ones arbiter writes (see `lim`).
    swiss(
        "lim",
        &[],
        "FIDE_LIM",
        &[],
        Some("FIDE_LIM_BAKU"),
        "system-name-lim",
        Engine::Lim { maxi: false },
    ),
    swiss(
        "lim-maxi",
        &[],
        "FIDE_LIM_MAXI",
        &[],
        Some("FIDE_LIM_MAXI_BAKU"),
        "system-name-lim-maxi",
        Engine::Lim { maxi: true },
    ),
    swiss(
        "double-swiss",
        &["doubleswiss"],
        "FIDE_DOUBLESWISS",
        &[],
        Some("FIDE_DOUBLESWISS_BAKU"),
        "system-name-double-swiss",
        Engine::DoubleSwiss,
    ),
    swiss(
        "uscf",
        &["us-chess"],
        "USCF",
        &[],
        None,
        "system-name-uscf",
        Engine::Uscf,
    ),
    swiss(
        "vega",
        &[],
        "VEGA_SWISS",
        &[],
        None,
        "system-name-vega",
        Engine::Vega,
    ),
    swiss(
        "swiss-ranked",
        &[],
        "SWISS_RANKED",
        &[],
        None,
        "system-name-swiss-ranked",
        Engine::SwissRanked,
    ),
    swiss(
        "amalfi",
        &["amalfi-rating"],
        "AMALFI_RATING",
        &[],
        None,
        "system-name-amalfi",
        Engine::Amalfi { colour: false },
    ),
    swiss(
        "amalfi-colour",
        &["amalfi-color"],
        "AMALFI_COLOUR",
        &[],
        None,
        "system-name-amalfi-colour",
        Engine::Amalfi { colour: true },
    ),
    System {
        name: "roundrobin",
        aliases: &[
            "round-robin",
            "berger",
            "doubleroundrobin",
            "double-round-robin",
        ],
        code: Some("ROUND_ROBIN"),
        reads: &["DOUBLE_ROUND_ROBIN"],
        baku_code: None,
        label: "system-name-roundrobin",
        game: Game::Chess,
        options: Options::Variant,
        engine: Engine::RoundRobin,
    },
    System {
        name: "swiss-team",
        aliases: &["fide-swiss-team"],
        code: Some("FIDE_TEAM_TYPEA_MP_GP"),
        reads: &["FIDE_TEAM", "FIDE_TEAM_SWISS"],
        baku_code: None,
        label: "system-name-swiss-team",
        game: Game::ChessTeam,
        options: Options::None,
        engine: Engine::SwissTeam,
    },
    System {
        name: "scheveningen",
        aliases: &[],
        code: None,
        reads: &[],
        baku_code: None,
        label: "system-name-scheveningen",
        game: Game::ChessTeam,
        options: Options::None,
        engine: Engine::Schedule(TeamSchedule::Scheveningen),
    },
    System {
        name: "hilton",
        aliases: &["jamboree"],
        code: None,
        reads: &[],
        baku_code: None,
        label: "system-name-hilton",
        game: Game::ChessTeam,
        options: Options::None,
        engine: Engine::Schedule(TeamSchedule::Hilton),
    },
    go(
        "mcmahon",
        &["macmahon"],
        "system-name-mcmahon",
        GoSystem::McMahon,
    ),
    go("swiss", &[], "system-name-go-swiss", GoSystem::Swiss),
    go("swisscat", &[], "system-name-swisscat", GoSystem::SwissCat),
];

impl System {
    /// The Go system it is, for a Go event's engine.
    #[must_use]
    pub fn go_system(&self) -> Option<GoSystem> {
        match self.engine {
            Engine::Go(s) => Some(s),
            _ => None,
        }
    }

    /// True for the fixed team schedules (`scheveningen`, `hilton`), whose rounds are
    /// games of the rosters' players rather than matches of teams.
    #[must_use]
    pub fn fixed_schedule(&self) -> bool {
        matches!(self.engine, Engine::Schedule(_))
    }
}

/// A system as a name chose it: the entry and its options.
#[derive(Clone, Debug)]
pub struct Selection {
    /// The system.
    pub system: &'static System,
    /// Its acceleration, if any.
    pub acceleration: Option<Acceleration>,
    /// A round robin's schedule options (default for other systems).
    pub round_robin: RoundRobinOptions,
    /// The Swiss Team options a TRF26 code chose (the regulation's default when `None`).
    team: Option<SwissTeam>,
}

impl Selection {
    fn plain(system: &'static System) -> Self {
        Selection {
            system,
            acceleration: None,
            round_robin: RoundRobinOptions::default(),
            team: None,
        }
    }

    /// The engine that pairs it. Every chess engine comes wrapped in
    /// [`crate::groups::Grouped`]: a section whose players carry independent groups is
    /// paired group by group (the Vega manual's appendix M); without groups the wrapper is
    /// the engine itself.
    #[must_use]
    pub fn engine(&self) -> Box<dyn PairingSystem + Send + Sync> {
        let inner: Box<dyn PairingSystem + Send + Sync> = match self.system.engine {
            Engine::Dutch => Box::new(Dutch::new()),
            Engine::Burstein => Box::new(Burstein::new()),
            Engine::Dubov { danubian } => Box::new(Dubov { danubian }),
            Engine::Lim { maxi } => Box::new(Lim { maxi }),
            Engine::DoubleSwiss => Box::new(DoubleSwiss::new()),
            Engine::Uscf => Box::new(Uscf::new()),
            Engine::Vega => Box::new(VegaSwiss::new()),
            Engine::SwissRanked => Box::new(SwissRanked::new()),
            Engine::Amalfi { colour } => Box::new(Amalfi { colour }),
            Engine::SwissTeam => Box::new(self.team.unwrap_or_default()),
            Engine::Schedule(s) => Box::new(s),
            Engine::RoundRobin => Box::new(RoundRobin {
                options: self.round_robin,
            }),
            // A Go event's own parameters are given to `gotha::GoEngine` by the event.
            Engine::Go(s) => return Box::new(crate::gotha::GoEngine::new(s)),
        };
        let inner = match &self.acceleration {
            Some(method) => Box::new(Accelerated {
                inner,
                method: method.clone(),
            }),
            None => inner,
        };
        Box::new(crate::groups::Grouped { inner })
    }

    /// The TRF 192 code that names it: the system's code; a Baku acceleration's own code
    /// where the system has one (`FIDE_DUTCH_2026_BAKU`); the other accelerations have
    /// no TRF-26 code, so the system's is written and the fictitious points travel in the
    /// 250 records. A round robin's code carries its options (`DOUBLE_ROUND_ROBIN_ROTATE_4`),
    /// a Swiss Team's the code it was read from; a system without a code is named.
    #[must_use]
    pub fn code(&self) -> String {
        if let Some(team) = self.team {
            return team.system_code().unwrap_or_default().to_string();
        }
        if self.system.engine == Engine::RoundRobin {
            let mut code = String::new();
            if self.round_robin.double == Some(true) {
                code.push_str("DOUBLE_");
            }
            code.push_str("ROUND_ROBIN");
            if let Some(v) = self.round_robin.variant {
                code.push('_');
                code.push_str(&v.to_string().replace('=', "_").to_ascii_uppercase());
            }
            return code;
        }
        let baku = matches!(self.acceleration, Some(Acceleration::Baku));
        match (self.system.code, self.system.baku_code) {
            (_, Some(b)) if baku => b.to_string(),
            (Some(c), _) => c.to_string(),
            (None, _) => self.name(),
        }
    }

    /// The name with its options, as the settings store it and [`find`] reads it back
    /// (`dutch+baku`, `roundrobin:standard`, `doubleroundrobin`); Swiss Team options other
    /// than the regulation's default by their code, which is their only name.
    #[must_use]
    pub fn name(&self) -> String {
        if let Some(team) = self.team.filter(|t| *t != SwissTeam::new()) {
            return team.system_code().unwrap_or_default().to_string();
        }
        let mut name = if self.round_robin.double == Some(true) {
            "doubleroundrobin".to_string()
        } else {
            self.system.name.to_string()
        };
        if let Some(v) = self.round_robin.variant {
            name = format!("{name}:{v}");
        }
        if let Some(a) = &self.acceleration {
            name = format!("{name}+{a}");
        }
        name
    }
}

/// Why a name chooses no system.
#[derive(Clone, Eq, PartialEq, Debug)]
pub enum SystemError {
    /// No system has this name.
    Unknown {
        /// The name as given.
        name: String,
    },
    /// The acceleration after `+` does not read.
    Acceleration {
        /// The name as given.
        name: String,
        /// Why.
        error: AccelerationError,
    },
    /// An acceleration after a system that takes none (a round robin, a team or Go
    /// system), or a second one after a Baku name (`dutch-baku+haley`).
    NoAcceleration {
        /// The name as given.
        name: String,
        /// The system (with its Baku suffix, if any) that takes no acceleration.
        base: String,
    },
    /// A round robin's variant that does not read.
    Variant {
        /// The name as given.
        name: String,
        /// Why.
        error: RoundRobinError,
    },
    /// A Go system for a chess event, or a chess system for a Go event.
    Game {
        /// The name as given.
        name: String,
        /// True when the system is a Go one (and the event a chess one).
        go: bool,
    },
}

impl SystemError {
    /// The name as given.
    #[must_use]
    pub fn name(&self) -> &str {
        match self {
            SystemError::Unknown { name }
            | SystemError::Acceleration { name, .. }
            | SystemError::NoAcceleration { name, .. }
            | SystemError::Variant { name, .. }
            | SystemError::Game { name, .. } => name,
        }
    }

    /// Why the name chooses no system, for the catalogue (what follows "no pairing engine
    /// for the system 'NAME': "); `None` for an unknown name, which lists [`known`]
    /// instead.
    #[must_use]
    pub fn reason(&self) -> Option<Message> {
        match self {
            SystemError::Unknown { .. } => None,
            SystemError::Acceleration { error, .. } => Some(error.message()),
            SystemError::Variant { error, .. } => Some(error.message()),
            SystemError::NoAcceleration { base, .. } => {
                Some(Message::new("pairing-system-no-acceleration").text("base", base))
            }
            SystemError::Game { go: true, .. } => Some(Message::new("pairing-system-go-only")),
            SystemError::Game { go: false, .. } => Some(Message::new("pairing-system-chess-only")),
        }
    }
}

impl fmt::Display for SystemError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = self.name().trim();
        write!(f, "no pairing engine for the system '{name}'")?;
        match self {
            SystemError::Unknown { .. } => write!(f, " (known: {})", known()),
            SystemError::Acceleration { error, .. } => write!(f, ": {error}"),
            SystemError::Variant { error, .. } => write!(f, ": {error}"),
            SystemError::NoAcceleration { base, .. } => {
                write!(f, ": {base} takes no acceleration")
            }
            SystemError::Game { go: true, .. } => f.write_str(": a Go system, for Go events only"),
            SystemError::Game { go: false, .. } => {
                f.write_str(": a chess system; a Go event is paired by mcmahon, swiss or swisscat")
            }
        }
    }
}

impl std::error::Error for SystemError {}

/// A name as compared: lower case, `_` read as `-`.
fn key(text: &str) -> String {
    text.trim()
        .chars()
        .map(|c| match c {
            '_' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect()
}

/// Letters and digits only, lower case: how Go systems' names are compared.
fn compact(text: &str) -> String {
    text.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The entry whose name, alias, code or read code is `base`.
fn exact(base: &str) -> Option<&'static System> {
    let k = key(base);
    SYSTEMS.iter().find(|s| {
        std::iter::once(s.name)
            .chain(s.aliases.iter().copied())
            .chain(s.code)
            .chain(s.reads.iter().copied())
            .any(|n| key(n) == k)
    })
}

/// The Go entry `base` names, punctuation and a leading `go` ignored.
fn go_named(base: &str) -> Option<&'static System> {
    let c = compact(base);
    let c = c.strip_prefix("go").unwrap_or(&c);
    SYSTEMS.iter().filter(|s| s.game == Game::Go).find(|s| {
        std::iter::once(s.name)
            .chain(s.aliases.iter().copied())
            .any(|n| compact(n) == c)
    })
}

/// The entry with `engine`.
fn entry(engine: Engine) -> Option<&'static System> {
    SYSTEMS.iter().find(|s| s.engine == engine)
}

/// The system `name` chooses, with its options (see the module's documentation for what
/// is read).
///
/// # Errors
/// [`SystemError`]: an unknown name, or options that do not read or that the system does
/// not take.
pub fn find(name: &str) -> Result<Selection, SystemError> {
    let given = || name.to_string();
    let (base, spec) = match name.split_once('+') {
        Some((b, s)) => (b.trim(), Some(s)),
        None => (name.trim(), None),
    };
    let mut baku = false;
    let mut selection = if let Some(s) = exact(base) {
        Selection::plain(s)
    } else if let Some(s) = key(base)
        .strip_suffix("-baku")
        .and_then(exact)
        .filter(|s| s.options == Options::Acceleration)
    {
        baku = true;
        Selection {
            acceleration: Some(Acceleration::Baku),
            ..Selection::plain(s)
        }
    } else if let Some(team) = SwissTeam::from_code(base) {
        let s = entry(Engine::SwissTeam).ok_or_else(|| SystemError::Unknown { name: given() })?;
        Selection {
            team: Some(team),
            ..Selection::plain(s)
        }
    } else if let Some(rr) = roundrobin::parse_name(base) {
        let options = rr.map_err(|error| SystemError::Variant {
            name: given(),
            error,
        })?;
        let s = entry(Engine::RoundRobin).ok_or_else(|| SystemError::Unknown { name: given() })?;
        Selection {
            round_robin: options,
            ..Selection::plain(s)
        }
    } else if let Some(s) = go_named(base) {
        Selection::plain(s)
    } else {
        return Err(SystemError::Unknown { name: given() });
    };
    if let Some(spec) = spec {
        if baku || selection.system.options != Options::Acceleration {
            return Err(SystemError::NoAcceleration {
                name: given(),
                base: base.to_string(),
            });
        }
        let method = acceleration::parse(spec).map_err(|error| SystemError::Acceleration {
            name: given(),
            error,
        })?;
        selection.acceleration = Some(method);
    }
    Ok(selection)
}

/// As [`find`], for an event of chess (`go` false) or Go (`go` true).
///
/// # Errors
/// As [`find`], and [`SystemError::Game`] for a system of the other game.
pub fn find_for(name: &str, go: bool) -> Result<Selection, SystemError> {
    let s = find(name)?;
    let is_go = s.system.game == Game::Go;
    if is_go == go {
        Ok(s)
    } else {
        Err(SystemError::Game {
            name: name.to_string(),
            go: is_go,
        })
    }
}

/// The system a TRF 192 code names: as [`find`] reads it (codes, and the names arbiter
/// writes for systems without a code), else the chess system all of whose name's words
/// are words of the code (`SWISS_BURSTEIN_2017` is Burstein), the longest such name
/// winning. `None` for a blank or unknown code.
#[must_use]
pub fn from_code(code: &str) -> Option<Selection> {
    if code.trim().is_empty() {
        return None;
    }
    // A chess file's code that happens to be a Go system's name (`SWISS`) is no Go code.
    if let Ok(s) = find(code)
        && (s.system.game != Game::Go
            || s.system
                .code
                .is_some_and(|c| c.eq_ignore_ascii_case(code.trim())))
    {
        return Some(s);
    }
    let words: Vec<String> = code
        .split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    let baku = words.iter().any(|w| w == "baku");
    SYSTEMS
        .iter()
        .filter(|s| s.game != Game::Go)
        .filter_map(|s| {
            let names: Vec<&str> = s.name.split('-').collect();
            names
                .iter()
                .all(|n| words.iter().any(|w| w == n))
                .then_some((names.len(), s))
        })
        .max_by_key(|(n, _)| *n)
        .map(|(_, s)| Selection {
            acceleration: (baku && s.options == Options::Acceleration)
                .then_some(Acceleration::Baku),
            ..Selection::plain(s)
        })
}

/// The code of a Baku acceleration of the system whose code is `code`
/// (`FIDE_DUTCH_2026` → `FIDE_DUTCH_2026_BAKU`), when it has one.
#[must_use]
pub fn baku_code(code: &str) -> Option<&'static str> {
    SYSTEMS
        .iter()
        .find(|s| s.code.is_some_and(|c| c.eq_ignore_ascii_case(code)))
        .and_then(|s| s.baku_code)
}

/// The systems of `game`, in the table's order.
pub fn of_game(game: Game) -> impl Iterator<Item = &'static System> {
    SYSTEMS.iter().filter(move |s| s.game == game)
}

/// The names users may type, as one line for a message: every system, then the forms
/// with options.
#[must_use]
pub fn known() -> String {
    let mut names: Vec<String> = SYSTEMS
        .iter()
        .filter(|s| s.game != Game::Go)
        .map(|s| s.name.to_string())
        .collect();
    names.push(format!("roundrobin:VARIANT ({})", VARIANTS.join(", ")));
    names.push(format!(
        "SYSTEM+ACCELERATION ({})",
        ACCELERATIONS.join(", ")
    ));
    let go: Vec<&str> = of_game(Game::Go).map(|s| s.name).collect();
    names.push(format!("for Go events {}", go.join(", ")));
    names.join(", ")
}

/// The variants a round robin takes after `:`.
pub const VARIANTS: &[&str] = &["fide", "standard", "adjusted", "rotate=R"];

/// The accelerations a Swiss system takes after `+`.
pub const ACCELERATIONS: &[&str] = &[
    "baku",
    "haley",
    "progressive[=A,C][@R]",
    "groups=FLOOR:POINTS,...@R",
];

/// The systems, their other names and codes and their options, as the command line's
/// help lists them.
#[must_use]
pub fn usage() -> String {
    use std::fmt::Write as _;
    let mut out = String::from("The pairing system (case ignored, _ and - alike):\n");
    for (game, heading) in [
        (Game::Chess, "Chess"),
        (Game::ChessTeam, "Chess teams"),
        (Game::Go, "Go events (--game go)"),
    ] {
        let _ = writeln!(out, "{heading}:");
        for s in of_game(game) {
            let mut also: Vec<&str> = s.aliases.to_vec();
            also.extend(s.code);
            also.extend(s.reads.iter().copied());
            let _ = write!(out, "  {}", s.name);
            if !also.is_empty() {
                let _ = write!(out, " (also {})", also.join(", "));
            }
            match s.options {
                Options::Acceleration => out.push_str(" [+ACCELERATION]"),
                Options::Variant => out.push_str(" [:VARIANT]"),
                Options::None => {}
            }
            out.push('\n');
        }
    }
    let _ = writeln!(
        out,
        "ACCELERATION: {}; -baku after a name or code is +baku.",
        ACCELERATIONS.join(", ")
    );
    let _ = write!(out, "VARIANT: {}.", VARIANTS.join(", "));
    out
}

/// Every name, alias and code of the table: what the lists offer and the tests try.
pub fn spellings() -> impl Iterator<Item = &'static str> {
    SYSTEMS.iter().flat_map(|s| {
        std::iter::once(s.name)
            .chain(s.aliases.iter().copied())
            .chain(s.code)
            .chain(s.reads.iter().copied())
            .chain(s.baku_code)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_spelling_chooses_its_system() {
        for s in SYSTEMS {
            for n in std::iter::once(s.name)
                .chain(s.aliases.iter().copied())
                .chain(s.code)
                .chain(s.reads.iter().copied())
            {
                let found = find(n).unwrap_or_else(|e| panic!("{n}: {e}"));
                assert_eq!(found.system.name, s.name, "{n}");
                assert_eq!(
                    find(&n.to_ascii_uppercase()).map(|f| f.system.name),
                    Ok(s.name)
                );
            }
            if let Some(b) = s.baku_code {
                let found = find(b).unwrap_or_else(|e| panic!("{b}: {e}"));
                assert_eq!(found.system.name, s.name);
                assert_eq!(found.acceleration, Some(Acceleration::Baku));
                assert_eq!(found.code(), b);
            }
        }
    }

    /// The code each system writes is the one its engine writes, and reads back to it.
    #[test]
    fn the_table_and_the_engines_write_one_code() {
        for s in SYSTEMS {
            let sel = Selection::plain(s);
            if s.engine != Engine::RoundRobin && s.code.is_some() {
                assert_eq!(sel.engine().system_code(), s.code, "{}", s.name);
            }
            let back = from_code(&sel.code()).unwrap_or_else(|| panic!("{}", s.name));
            assert_eq!(back.system.name, s.name);
            if s.options == Options::Acceleration {
                let baku = find(&format!("{}+baku", s.name)).unwrap_or_else(|e| panic!("{e}"));
                assert_eq!(
                    baku.engine().system_code().map(str::to_string),
                    Some(baku.code())
                );
                let back = from_code(&baku.code()).unwrap_or_else(|| panic!("{}", s.name));
                assert_eq!(back.system.name, s.name);
                if s.baku_code.is_some() {
                    assert_eq!(back.acceleration, Some(Acceleration::Baku));
                }
            }
        }
    }

    #[test]
    fn names_with_options_read_and_write_back() {
        for (name, canonical, code) in [
            ("DUTCH", "dutch", "FIDE_DUTCH_2026"),
            ("burstein-baku", "burstein+baku", "FIDE_BURSTEIN_BAKU"),
            ("dutch_baku", "dutch+baku", "FIDE_DUTCH_2026_BAKU"),
            ("FIDE_DUTCH_2026_BAKU", "dutch+baku", "FIDE_DUTCH_2026_BAKU"),
            ("lim-maxi+baku", "lim-maxi+baku", "FIDE_LIM_MAXI_BAKU"),
            ("vega+haley", "vega+haley", "VEGA_SWISS"),
            (
                "roundrobin:rotate=4",
                "roundrobin:rotate=4",
                "ROUND_ROBIN_ROTATE_4",
            ),
            (
                "DOUBLE_ROUND_ROBIN_STANDARD",
                "doubleroundrobin:standard",
                "DOUBLE_ROUND_ROBIN_STANDARD",
            ),
            ("go:mcmahon", "mcmahon", "GO_MCMAHON"),
            ("GO_SWISSCAT", "swisscat", "GO_SWISSCAT"),
            (
                "FIDE_TEAM_TYPEB_GP_MP",
                "FIDE_TEAM_TYPEB_GP_MP",
                "FIDE_TEAM_TYPEB_GP_MP",
            ),
            ("FIDE_TEAM", "swiss-team", "FIDE_TEAM_TYPEA_MP_GP"),
            ("jamboree", "hilton", "hilton"),
        ] {
            let s = find(name).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(s.name(), canonical, "{name}");
            assert_eq!(s.code(), code, "{name}");
            assert_eq!(find(&s.name()).map(|b| b.code()), Ok(code.to_string()));
        }
        let p = find("dubov+progressive=2,1@3").map(|s| s.name());
        assert_eq!(find(&p.clone().unwrap_or_default()).map(|s| s.name()), p);
    }

    #[test]
    fn bad_names_say_why() {
        assert!(matches!(find("nonsense"), Err(SystemError::Unknown { .. })));
        assert!(matches!(find(""), Err(SystemError::Unknown { .. })));
        assert!(matches!(
            find("dutch+warp"),
            Err(SystemError::Acceleration { .. })
        ));
        assert!(matches!(
            find("roundrobin+baku"),
            Err(SystemError::NoAcceleration { .. })
        ));
        assert!(matches!(
            find("dutch-baku+haley"),
            Err(SystemError::NoAcceleration { .. })
        ));
        assert!(matches!(
            find("roundrobin:sideways"),
            Err(SystemError::Variant { .. })
        ));
        assert!(matches!(
            find_for("mcmahon", false),
            Err(SystemError::Game { go: true, .. })
        ));
        assert!(matches!(
            find_for("dutch", true),
            Err(SystemError::Game { go: false, .. })
        ));
        let e = find("swizz")
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(e.contains("known: dutch, burstein"), "{e}");
    }

    #[test]
    fn codes_of_other_programs_read_by_their_words() {
        let name = |c: &str| from_code(c).map(|s| s.name());
        assert_eq!(name("SWISS_BURSTEIN_2017").as_deref(), Some("burstein"));
        assert_eq!(name("DUBOV_DANUBIAN_X").as_deref(), Some("dubov-danubian"));
        assert_eq!(name("LIM_MAXI_BAKU_1").as_deref(), Some("lim-maxi+baku"));
        assert_eq!(name("SOMETHING"), None);
        assert_eq!(name(""), None);
    }
}
