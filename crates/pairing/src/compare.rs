//! Comparing a pairing made elsewhere with a system's own, for [`PairingSystem::check`]:
//! the one place that lists the differences, so every system reports them alike.
//!
//! [`PairingSystem::check`]: crate::PairingSystem::check

use crate::{CheckReport, Criterion, Difference, PairedGame, Pairing, PairingError};
use arbiter_core::{ByeKind, Game, PlayerId, Round};

/// How a system judges each kind of difference.
pub(crate) struct Judge<'a> {
    /// Who made the expected pairing, in words: "the engine", "the table".
    pub source: &'a str,
    /// The rule a game with the colours swapped breaks.
    pub colours: Criterion,
    /// The rule a game the system does not make breaks (`None`: none found).
    pub extra_game: &'a dyn Fn(PlayerId, PlayerId) -> Option<Criterion>,
    /// The rule a game of the system's pairing that is missing breaks.
    pub missing_game: Option<Criterion>,
    /// The rule a different pairing-allocated bye breaks.
    pub bye: &'a dyn Fn(Option<PlayerId>) -> Option<Criterion>,
}

impl<'a> Judge<'a> {
    /// How a Swiss engine judges a pairing made elsewhere: against its own pairing, a
    /// missing game citing no rule of its own (the game made instead carries it).
    pub(crate) fn engine(
        colours: Criterion,
        extra_game: &'a dyn Fn(PlayerId, PlayerId) -> Option<Criterion>,
        bye: &'a dyn Fn(Option<PlayerId>) -> Option<Criterion>,
    ) -> Self {
        Judge {
            source: "the engine",
            colours,
            extra_game,
            missing_game: None,
            bye,
        }
    }
}

fn same_pair(a: &PairedGame, b: &PairedGame) -> bool {
    (a.white == b.white && a.black == b.black) || (a.white == b.black && a.black == b.white)
}

/// Every difference between `expected` and the pairing `games` + `bye`: games with other
/// colours, games the system does not make, games it makes that are missing, and the bye.
///
/// # Errors
/// [`PairingError::Inconsistent`] when `games` and `bye` are not a round (a player twice,
/// or against themselves).
pub(crate) fn differences(
    expected: &Pairing,
    games: &[PairedGame],
    bye: Option<PlayerId>,
    judge: &Judge<'_>,
) -> Result<Vec<Difference>, PairingError> {
    Round::new(
        games.iter().map(|g| Game::new(g.white, g.black)).collect(),
        bye.map(|b| (b, ByeKind::PairingAllocated))
            .into_iter()
            .collect(),
    )?;
    let source = judge.source;
    let mut out = Vec::new();
    for g in games {
        match expected.games.iter().find(|e| same_pair(e, g)) {
            Some(e) if e.white != g.white => out.push(Difference {
                what: format!(
                    "{} has white against {}; {source} gives white to {}",
                    g.white, g.black, e.white
                ),
                players: vec![g.white, g.black],
                criterion: Some(judge.colours),
            }),
            Some(_) => {}
            None => out.push(Difference {
                what: format!("{} - {} is not a game of {source}", g.white, g.black),
                players: vec![g.white, g.black],
                criterion: (judge.extra_game)(g.white, g.black),
            }),
        }
    }
    for e in &expected.games {
        if !games.iter().any(|g| same_pair(e, g)) {
            out.push(Difference {
                what: format!("{source} pairs {} - {}", e.white, e.black),
                players: vec![e.white, e.black],
                criterion: judge.missing_game,
            });
        }
    }
    if bye != expected.bye {
        let name = |b: Option<PlayerId>| b.map_or("none".to_string(), |b| b.to_string());
        out.push(Difference {
            what: format!(
                "pairing-allocated bye: {} instead of {}",
                name(bye),
                name(expected.bye)
            ),
            players: bye.into_iter().chain(expected.bye).collect(),
            criterion: (judge.bye)(bye),
        });
    }
    Ok(out)
}

/// The rule a game the engine does not make breaks: the absolute criterion that forbids
/// the pair (by player index), when one does, else `otherwise`, the system's own order of
/// choice.
pub(crate) fn forbidden_or<'a>(
    forbidden: impl Fn(usize, usize) -> Option<Criterion> + 'a,
    otherwise: Criterion,
) -> impl Fn(PlayerId, PlayerId) -> Option<Criterion> + 'a {
    move |a, b| Some(forbidden(a.index(), b.index()).unwrap_or(otherwise))
}

/// A Swiss engine's check of `games` + `bye` against its own pairing `expected`: swapped
/// colours break `colours`, a game the engine does not make breaks what `extra` names, and
/// another pairing-allocated bye breaks `bye_rule`.
///
/// # Errors
/// As [`differences`].
pub(crate) fn engine_check(
    expected: Pairing,
    games: &[PairedGame],
    bye: Option<PlayerId>,
    colours: Criterion,
    extra: &dyn Fn(PlayerId, PlayerId) -> Option<Criterion>,
    bye_rule: Criterion,
) -> Result<CheckReport, PairingError> {
    let judge_bye = |b: Option<PlayerId>| Some(bye_rule).filter(|_| b.is_some());
    let differences = differences(
        &expected,
        games,
        bye,
        &Judge::engine(colours, extra, &judge_bye),
    )?;
    Ok(CheckReport {
        expected,
        differences,
    })
}
