//! What the site shows of an event, computed once from its state: plain data in the
//! site's language (numbers in its form, words from the catalogue) that the templates
//! lay out and escape.

use crate::SiteError;
use crate::model::{self, Card, CardBasis, CrossTable, Fed, PlayerLine, Standings};
use crate::round::RoundPage;
use crate::team::Teams;
use arbiter_core::RoundNo;
use arbiter_event::{State, TeamRanking};
use arbiter_i18n::{Lang, Tr};

/// A round in the list of rounds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RoundLink {
    pub(crate) round: u16,
    /// `Round 3`.
    pub(crate) label: String,
    /// Its state in words (complete, or how many results are to come).
    pub(crate) status: String,
}

/// A fact about the event on the home page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Fact {
    pub(crate) label: String,
    pub(crate) value: String,
}

/// Everything the pages show, computed once.
pub(crate) struct Site {
    pub(crate) tr: Tr,
    pub(crate) name: String,
    pub(crate) facts: Vec<Fact>,
    pub(crate) federation: Option<Fed>,
    pub(crate) go: bool,
    /// Each player, club and score (a Go event's primary score), and team.
    pub(crate) players: Vec<PlayerLine>,
    pub(crate) rounds: Vec<RoundPage>,
    pub(crate) round_links: Vec<RoundLink>,
    pub(crate) standings: Standings,
    pub(crate) cross: CrossTable,
    pub(crate) cards: Vec<Card>,
    /// Team events only.
    pub(crate) teams: Option<Teams>,
}

/// Parses `YYYY/MM/DD` (or with dashes) into a date.
fn parse_date(s: &str) -> Option<time::Date> {
    let mut parts = s.trim().split(['/', '-', '.']);
    let y: i32 = parts.next()?.parse().ok()?;
    let m: u8 = parts.next()?.parse().ok()?;
    let d: u8 = parts.next()?.parse().ok()?;
    if parts.next().is_some() || y < 1000 {
        return None;
    }
    time::Date::from_calendar_date(y, time::Month::try_from(m).ok()?, d).ok()
}

fn date_text(lang: Lang, s: &str) -> String {
    parse_date(s).map_or_else(|| s.to_string(), |d| arbiter_i18n::date_long(lang, d))
}

/// A pairing system's name in words, from the registry of systems, with its acceleration
/// as written (`+baku`); a name no system answers to, as the settings write it.
fn system_name(system: &str, tr: Tr) -> String {
    match arbiter_pairing::registry::find(system) {
        Ok(s) => match &s.acceleration {
            Some(a) => format!("{} +{a}", tr.t(s.system.label)),
            None => tr.t(s.system.label),
        },
        Err(_) => system.to_string(),
    }
}

/// Computes everything the site shows.
pub(crate) fn site(s: &State, lang: Lang) -> Result<Site, SiteError> {
    let tr = Tr(lang);
    let t = &s.tournament;
    let set = &s.settings;
    let go = set.is_go();
    let ranking = s
        .ranking()
        .map_err(|e| SiteError::Standings(e.to_string()))?;
    let standings = model::standings(s, &ranking, tr);
    let cross = model::crosstable(s, &ranking, tr);
    let team_ranking = if s.is_team_event() {
        s.team_ranking().ok()
    } else {
        None
    };
    let view = match &team_ranking {
        Some(TeamRanking::Matches { view, .. }) => Some(view),
        _ => None,
    };
    let teams = s
        .is_team_event()
        .then(|| crate::team::teams(s, team_ranking.as_ref(), tr));
    let players = model::players(s, tr);
    let rounds: Vec<RoundPage> = (0..t.rounds_paired())
        .filter_map(|i| crate::round::round(s, view, RoundNo::from_index(i), tr))
        .collect();
    let round_links = rounds
        .iter()
        .map(|r| RoundLink {
            round: r.round,
            label: tr.t1("round-n", "round", r.round),
            status: if r.pending == 0 {
                tr.t("site-round-complete")
            } else {
                tr.t1("site-results-to-come", "count", r.pending)
            },
        })
        .collect();
    let basis = CardBasis::new(s, &ranking);
    let cards = t
        .player_ids()
        .filter_map(|id| model::card(s, &basis, id, tr))
        .collect();
    let dates = match (&set.start_date, &set.end_date) {
        (Some(a), Some(b)) if a != b => {
            format!("{} – {}", date_text(lang, a), date_text(lang, b))
        }
        (Some(a), _) | (None, Some(a)) => date_text(lang, a),
        (None, None) => String::new(),
    };
    let tiebreaks = standings
        .columns
        .iter()
        .skip(1)
        .map(|c| c.code.clone())
        .collect::<Vec<_>>()
        .join(", ");
    let facts = [
        ("site-city", set.city.clone().unwrap_or_default()),
        ("site-dates", dates),
        ("site-system", system_name(&set.system, tr)),
        (
            "site-rounds-played",
            tr.ta(
                "site-rounds-of",
                &[
                    ("paired", t.rounds_paired().into()),
                    ("planned", set.rounds.into()),
                ],
            ),
        ),
        ("players", tr.t1("players-count", "count", t.player_count())),
        (
            "teams",
            if s.is_team_event() {
                t.teams.teams.len().to_string()
            } else {
                String::new()
            },
        ),
        (
            "site-time-control",
            set.time_control.clone().unwrap_or_default(),
        ),
        (
            "site-chief-arbiter",
            set.chief_arbiter.clone().unwrap_or_default(),
        ),
        ("site-rated", set.rated.clone().unwrap_or_default()),
        ("site-tiebreaks", if go { String::new() } else { tiebreaks }),
    ]
    .into_iter()
    .filter(|(_, v)| !v.trim().is_empty())
    .map(|(k, v)| Fact {
        label: tr.t(k),
        value: v,
    })
    .collect();
    Ok(Site {
        tr,
        name: set.name.clone(),
        facts,
        federation: set
            .federation
            .as_deref()
            .filter(|f| !f.trim().is_empty())
            .map(|f| Fed::of(Some(f))),
        go,
        players,
        cross,
        rounds,
        round_links,
        standings,
        cards,
        teams,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The site names a system in words exactly when the registry accepts the name, in
    /// every language, and shows any other name as written.
    #[test]
    fn a_system_is_named_when_the_registry_knows_it() {
        let tricky = [
            "burstein-baku",
            "dutch+baku",
            "DUTCH",
            "FIDE_DUTCH_2026_BAKU",
            "nonsense",
            "roundrobin+baku",
        ];
        let names = arbiter_pairing::registry::spellings().chain(tricky);
        for name in names {
            for lang in Lang::ALL {
                let said = system_name(name, Tr(lang));
                let known = arbiter_pairing::registry::find(name).is_ok();
                assert_eq!(said != name, known, "{name:?} in {}: {said}", lang.code());
                assert!(!said.contains("system-name-"), "{said}");
            }
        }
    }

    #[test]
    fn dates_read_in_either_form() {
        assert_eq!(
            parse_date("2026/03/07"),
            time::Date::from_calendar_date(2026, time::Month::March, 7).ok()
        );
        assert_eq!(
            parse_date("2026-3-7"),
            time::Date::from_calendar_date(2026, time::Month::March, 7).ok()
        );
        assert_eq!(parse_date("26/03/07"), None);
        assert_eq!(parse_date("2026/02/30"), None);
        assert_eq!(date_text(Lang::Fr, "2026/03/07"), "7 mars 2026");
        assert_eq!(date_text(Lang::En, "next spring"), "next spring");
    }
}
