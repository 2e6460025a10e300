//! Finding a player the way an arbiter names one: by number, or by a part of the name
//! typed without accents or capitals ("novak" finds "Novák, Jan").

use crate::state::State;
use arbiter_core::PlayerId;

/// Why a player could not be found.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum FindError {
    /// A number that names nobody.
    #[error("there is no player with {what} {number} (players are numbered 1 to {count})")]
    NoNumber {
        /// "start rank" or "registration number".
        what: &'static str,
        /// The number given.
        number: u32,
        /// How many players there are.
        count: usize,
    },
    /// A text no name contains.
    #[error("no player's name contains {0:?}")]
    NoName(String),
    /// A text several names contain.
    #[error("{text:?} matches several players: {}; give more of the name or the number", .matches.join(", "))]
    Several {
        /// The text given.
        text: String,
        /// "NUMBER Name" of each.
        matches: Vec<String>,
    },
}

/// A name folded for comparison: accents dropped, letters in lower case, the comma and
/// runs of spaces made single spaces.
#[must_use]
pub fn fold_name(s: &str) -> String {
    deunicode::deunicode(s)
        .to_lowercase()
        .replace(',', " ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// What a player's number is now: the registration number while registration is open,
/// the start rank after.
#[must_use]
pub fn number_word(state: &State) -> &'static str {
    if state.registration_open {
        "registration number"
    } else {
        "start rank"
    }
}

/// Finds a player by number (the registration number while registration is open, the
/// start rank after) or by a part of the name, ignoring case and accents. A name equal to
/// the text (as "Surname, Given" or "Given Surname") wins over names that merely contain
/// it.
///
/// # Errors
/// [`FindError`] when nobody, or more than one player, answers.
pub fn find_player(state: &State, spec: &str) -> Result<u32, FindError> {
    let t = &state.tournament;
    let spec = spec.trim();
    if let Ok(n) = spec.parse::<u32>() {
        if PlayerId::new(n).is_some_and(|p| p.index() < t.player_count()) {
            return Ok(n);
        }
        return Err(FindError::NoNumber {
            what: number_word(state),
            number: n,
            count: t.player_count(),
        });
    }
    let needle = fold_name(spec);
    let named: Vec<(u32, String, String)> = t
        .players()
        .map(|(id, p)| (id.get(), p.name.clone(), fold_name(&p.name)))
        .collect();
    let exact: Vec<&(u32, String, String)> = named
        .iter()
        .filter(|(_, name, folded)| *folded == needle || fold_name(&swap(name)) == needle)
        .collect();
    let hits: Vec<&(u32, String, String)> = if exact.is_empty() {
        named
            .iter()
            .filter(|(_, _, f)| f.contains(&needle))
            .collect()
    } else {
        exact
    };
    match hits.as_slice() {
        [(n, _, _)] => Ok(*n),
        [] => Err(FindError::NoName(spec.to_string())),
        many => Err(FindError::Several {
            text: spec.to_string(),
            matches: many
                .iter()
                .map(|(n, name, _)| format!("{n} {name}"))
                .collect(),
        }),
    }
}

/// "Surname, Given" as "Given Surname".
fn swap(name: &str) -> String {
    match name.split_once(',') {
        Some((last, first)) => format!("{} {}", first.trim(), last.trim()),
        None => name.to_string(),
    }
}

/// A player being entered who may already be registered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Duplicate {
    /// The entry (0-based position in the list given).
    pub entry: usize,
    /// Its name.
    pub name: String,
    /// The player already there, as "NUMBER Name", or "entry K" for an earlier entry of
    /// the same list.
    pub other: String,
    /// True for the same FIDE id (refused unless allowed); false for the same name and
    /// birth date (a warning).
    pub same_id: bool,
}

impl std::fmt::Display for Duplicate {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = if self.same_id {
            "has the same FIDE id as"
        } else {
            "has the same name and birth date as"
        };
        write!(f, "{} {why} {}", self.name, self.other)
    }
}

/// The players of `entries` who look like players already registered or like an earlier
/// entry: the same FIDE id, or the same name (ignoring case and accents) and birth date.
#[must_use]
pub fn duplicates(state: &State, entries: &[crate::event::PlayerData]) -> Vec<Duplicate> {
    let t = &state.tournament;
    let mut known: Vec<(Option<u64>, String, Option<String>, String)> = t
        .players()
        .map(|(id, p)| {
            (
                p.fide_id,
                fold_name(&p.name),
                p.birth_date.clone(),
                format!("{id} {}", p.name),
            )
        })
        .collect();
    let mut out = Vec::new();
    for (k, e) in entries.iter().enumerate() {
        let id = e.fide_id.filter(|&i| i > 0);
        let name = fold_name(&e.name);
        let birth = e.birth_date.clone().filter(|b| !b.is_empty());
        if let Some(other) = known.iter().find(|x| id.is_some() && x.0 == id) {
            out.push(Duplicate {
                entry: k,
                name: e.name.clone(),
                other: other.3.clone(),
                same_id: true,
            });
        } else if let Some(other) = known
            .iter()
            .find(|x| birth.is_some() && x.2 == birth && x.1 == name)
        {
            out.push(Duplicate {
                entry: k,
                name: e.name.clone(),
                other: other.3.clone(),
                same_id: false,
            });
        }
        known.push((id, name, birth, format!("entry {} ({})", k + 1, e.name)));
    }
    out
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;
    use crate::event::{Event, PlayerData, Settings};

    fn state(names: &[&str]) -> State {
        let mut events = vec![Event::TournamentCreated {
            settings: Settings {
                name: "T".into(),
                system: "dutch".into(),
                rounds: 5,
                ..Settings::default()
            },
        }];
        for n in names {
            events.push(Event::PlayerRegistered {
                player: PlayerData {
                    name: (*n).into(),
                    ..PlayerData::default()
                },
            });
        }
        State::fold(&events).unwrap()
    }

    #[test]
    fn names_match_without_accents_or_capitals() {
        let s = state(&["Novák, Jan", "Müller, Anna", "Novakova, Eva", "Øster, Åse"]);
        assert_eq!(find_player(&s, "müller").unwrap(), 2);
        assert_eq!(find_player(&s, "MULLER").unwrap(), 2);
        assert_eq!(find_player(&s, "oster").unwrap(), 4);
        // "Novak" is in two names; the whole name decides.
        assert!(matches!(
            find_player(&s, "novak"),
            Err(FindError::Several { .. })
        ));
        assert_eq!(find_player(&s, "Novak, Jan").unwrap(), 1);
        assert_eq!(find_player(&s, "jan novak").unwrap(), 1);
        assert_eq!(find_player(&s, "3").unwrap(), 3);
        let e = find_player(&s, "9").unwrap_err().to_string();
        assert_eq!(
            e,
            "there is no player with registration number 9 (players are numbered 1 to 4)"
        );
        assert!(matches!(
            find_player(&s, "Carlsen"),
            Err(FindError::NoName(_))
        ));
    }

    #[test]
    fn duplicates_by_fide_id_and_by_name_and_birth_date() {
        let mut s = state(&[]);
        s.apply(&Event::PlayerRegistered {
            player: PlayerData {
                name: "Novák, Jan".into(),
                fide_id: Some(123),
                birth_date: Some("1990".into()),
                ..PlayerData::default()
            },
        })
        .unwrap();
        let entries = [
            PlayerData {
                name: "Other, Name".into(),
                fide_id: Some(123),
                ..PlayerData::default()
            },
            PlayerData {
                name: "NOVAK, Jan".into(),
                birth_date: Some("1990".into()),
                ..PlayerData::default()
            },
            PlayerData {
                name: "Fresh, Face".into(),
                fide_id: Some(7),
                ..PlayerData::default()
            },
            PlayerData {
                name: "Fresh, Again".into(),
                fide_id: Some(7),
                ..PlayerData::default()
            },
        ];
        let d = duplicates(&s, &entries);
        assert_eq!(d.len(), 3, "{d:?}");
        assert!(d[0].same_id && d[0].other == "1 Novák, Jan");
        assert!(!d[1].same_id);
        assert_eq!(
            d[2].to_string(),
            "Fresh, Again has the same FIDE id as entry 3 (Fresh, Face)"
        );
    }
}
