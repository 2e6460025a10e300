//! `arbiter ratings change`: each player's rating change for the event under FIDE's
//! formula or a national one (DWZ, ECF, US Chess), with the inputs the model lacks taken
//! by default and said so.

use anyhow::{Result, bail};
use arbiter_core::{Entry, Player, PlayerId, RoundNo, Tournament};
use arbiter_standings::rating::{self, KFactor, RatedGame};
use arbiter_standings::{dwz, ecf, uscf};
use serde_json::{Value, json};

use crate::io::{Outcome, emit};

/// The rating systems `--system` names.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub enum System {
    Fide,
    Dwz,
    Ecf,
    Uscf,
}

impl System {
    /// The system of a `--system` value.
    pub fn parse(s: &str) -> Result<Self> {
        Ok(match s.to_ascii_lowercase().as_str() {
            "fide" => System::Fide,
            "dwz" => System::Dwz,
            "ecf" => System::Ecf,
            "uscf" => System::Uscf,
            other => bail!("--system {other}: fide, dwz, ecf or uscf"),
        })
    }

    fn name(self) -> &'static str {
        match self {
            System::Fide => "fide",
            System::Dwz => "dwz",
            System::Ecf => "ecf",
            System::Uscf => "uscf",
        }
    }

    /// The federation whose national rating the system uses (TRF national records).
    fn federation(self) -> Option<&'static str> {
        match self {
            System::Fide => None,
            System::Dwz => Some("GER"),
            System::Ecf => Some("ENG"),
            System::Uscf => Some("USA"),
        }
    }

    /// What every player's computation assumes, the model having no field for it.
    fn assumptions(self) -> &'static [&'static str] {
        match self {
            System::Fide => &[
                "K: rated games before the event unknown, taken as 30 or more; 2400 taken as reached only by a rating of 2400 or more",
            ],
            System::Dwz => &[
                "DWZ index unknown: taken as above 5 (E at most 30)",
                "age group from the birth year and the year the event ends; without a birth year over 25, as the DSB's calculator assumes",
                "players without a DWZ: a first DWZ by the joint iteration of Anhang 1.1 over this event's games (3.4.4); games kept from earlier events (Restpartien, 3.4.2) unknown",
                "players with a DWZ count their games against newcomers who get a first DWZ, at that DWZ (3.5.2)",
            ],
            System::Ecf => &[
                "k = 20 for every player (the ECF gives 40 to some juniors)",
                "players without a rating get none (the ECF's P rating is not implemented)",
            ],
            System::Uscf => &[
                "games before the event unknown: rated players taken as established (standard formula, N' = N*); unrated players rated by the special formula without prior games",
                "opponents count with their pre-event ratings (no intermediate ratings); games against unrated opponents are not counted",
                "rating floor: the absolute floor of 100 only (career results unknown)",
            ],
        }
    }
}

/// The player's rating in `system`: the national record of its federation when it has a
/// rating, else the FIDE rating. The flag says whether the FIDE rating stood in.
fn rating_in(p: &Player, system: System) -> Option<(u16, bool)> {
    if let Some(fed) = system.federation() {
        let national = p
            .national
            .iter()
            .find(|n| n.federation.eq_ignore_ascii_case(fed))
            .and_then(|n| n.rating);
        if let Some(r) = national {
            return Some((r.0, false));
        }
        return p.rating.map(|r| (r.0, true));
    }
    p.rating.map(|r| (r.0, false))
}

/// The year of a date written `YYYY/MM/DD`, `YYYY-MM-DD` or `YYYY`.
fn year(s: &str) -> Option<i32> {
    s.get(..4)?.parse().ok()
}

/// The age the DSB and FIDE count: the event's year minus the birth year.
fn age(t: &Tournament, p: &Player) -> Option<i32> {
    let event = t
        .info
        .end_date
        .as_deref()
        .or(t.info.start_date.as_deref())
        .and_then(year)?;
    let born = p.birth_date.as_deref().and_then(year)?;
    Some(event - born)
}

/// Whether the player met some opponent more than twice (US Chess: no bonus then).
fn met_thrice(t: &Tournament, id: PlayerId) -> bool {
    let mut seen: Vec<PlayerId> = (0..t.rounds_paired())
        .filter_map(|r| match t.entry(id, RoundNo::from_index(r)) {
            e @ Entry::Game { opponent, .. } if e.is_played_game() => Some(opponent),
            _ => None,
        })
        .collect();
    seen.sort_unstable();
    seen.windows(3).any(|w| w[0] == w[2])
}

/// One player's line.
struct Line {
    rank: u32,
    name: String,
    rating: Option<u16>,
    fide_stands_in: bool,
    games: usize,
    score_halves: i64,
    /// Expected points, in hundredths.
    expected: Option<i64>,
    new_rating: Option<i64>,
    performance: Option<i64>,
    notes: Vec<String>,
}

fn halves(games: &[RatedGame]) -> i64 {
    games.iter().map(|g| i64::from(g.result_halves)).sum()
}

fn line(
    t: &Tournament,
    id: PlayerId,
    p: &Player,
    system: System,
    games: &[RatedGame],
    first: Option<&Result<dwz::FirstRating, dwz::NoFirstRating>>,
) -> Line {
    let own = rating_in(p, system);
    let opponents: Vec<u16> = games.iter().map(|g| g.opponent).collect();
    let score_halves = halves(games);
    let mut l = Line {
        rank: id.get(),
        name: p.name.clone(),
        rating: own.map(|o| o.0),
        fide_stands_in: own.is_some_and(|o| o.1),
        games: games.len(),
        score_halves,
        expected: None,
        new_rating: None,
        performance: None,
        notes: Vec::new(),
    };
    if l.fide_stands_in {
        l.notes.push(format!(
            "no {} rating: the FIDE rating stands in",
            system.federation().unwrap_or("national")
        ));
    }
    if let (System::Dwz, None, Some(first)) = (system, own, first) {
        // A newcomer's games against other newcomers count too (Anhang 1.1), so this
        // comes before the check for games against rated opponents.
        l.performance = rating::performance_rating(score_halves, &opponents);
        match first {
            Ok(f) => {
                l.games = usize::try_from(f.games).unwrap_or(usize::MAX);
                l.score_halves = f.score_halves;
                l.expected = Some(f.expected_hundredths);
                l.new_rating = Some(f.rating);
                let stage = match f.stage {
                    dwz::Stage::First => 1,
                    dwz::Stage::Second => 2,
                };
                let mut note = format!(
                    "first DWZ (3.4.4): stage {stage}, start {}, iteration steps {}",
                    f.start, f.steps
                );
                if f.settled == dwz::Settled::Cycle {
                    note.push_str(", the values cycled: their mean taken");
                }
                l.notes.push(note);
            }
            Err(e) => l.notes.push(format!("no first DWZ: {e}")),
        }
        return l;
    }
    if games.is_empty() {
        return l;
    }
    let age = age(t, p);
    match system {
        System::Fide | System::Ecf | System::Dwz => {
            l.performance = rating::performance_rating(score_halves, &opponents);
        }
        System::Uscf => {}
    }
    match (system, own) {
        (System::Fide, Some((r, _))) => {
            let under_18 = age.is_some_and(|a| a < 18);
            let k = KFactor::for_player(r, 30, under_18, false)
                .limited(u32::try_from(games.len()).unwrap_or(u32::MAX));
            let cap = rating::difference_cap(r);
            l.expected = Some(
                games
                    .iter()
                    .map(|g| i64::from(rating::expected_score(r, g.opponent, cap)))
                    .sum(),
            );
            l.new_rating = Some(i64::from(r) + rating::event_change(r, k, games));
            l.notes.push(format!("K = {}", k.0));
        }
        (System::Dwz, Some((r, _))) => {
            let group = dwz::AgeGroup::of_age(age);
            let p = dwz::Established {
                rating: r,
                index: 6,
                age: group,
            };
            if let Some(e) = dwz::new_rating(p, games) {
                l.expected = Some(e.expected_hundredths);
                l.new_rating = Some(e.new_rating);
                l.notes.push(format!("E = {}, {group:?}", e.coefficient));
            }
        }
        (System::Ecf, Some((r, _))) => {
            l.expected = Some(ecf::expected_hundredths(r, games));
            l.new_rating =
                Some(i64::from(r) + ecf::rating_change(r, ecf::KFactor::Standard, games));
        }
        (System::Uscf, own) => {
            let ug: Vec<uscf::Game> = games
                .iter()
                .map(|g| uscf::Game {
                    opponent: f64::from(g.opponent),
                    result_halves: g.result_halves,
                })
                .collect();
            l.performance = uscf::performance_rating(&ug).map(round);
            let outcome = match own {
                Some((r, _)) => {
                    let r0 = f64::from(r);
                    let n = uscf::effective_games(f64::INFINITY, r0);
                    let o = uscf::standard(r0, n, &ug, !met_thrice(t, id), uscf::BONUS_THRESHOLD);
                    if let Some(o) = o {
                        l.notes.push(format!("N' = {n:.1}, bonus {:.1}", o.bonus));
                    }
                    o
                }
                None => {
                    let initial = uscf::initial_rating(age.map(f64::from));
                    l.notes.push(format!(
                        "unrated: special formula, initial rating {initial:.0}{}",
                        if age.is_some() {
                            " by age"
                        } else {
                            " (age unknown)"
                        }
                    ));
                    uscf::special_unrated(initial, &ug)
                }
            };
            if let Some(o) = outcome {
                // An unrated player's expectancies would be those of the rating being
                // computed: not shown.
                l.expected = own.map(|_| round(o.expected * 100.0));
                l.new_rating = Some(
                    o.rounded()
                        .max(i64::from(uscf::floor(uscf::FloorFacts::default()))),
                );
            }
        }
        (_, None) => l.notes.push("unrated: no rating computed".into()),
    }
    l
}

/// The first DWZ of every player without one (Wertungsordnung 3.4.4), by player index;
/// the games of the players with a DWZ then gain those against newcomers who got one, at
/// their first DWZ ("Auswahl II", 3.5.2).
fn dwz_first_ratings(
    t: &Tournament,
    games: &mut [Vec<RatedGame>],
) -> Vec<Option<Result<dwz::FirstRating, dwz::NoFirstRating>>> {
    // Players are numbered from 0 in the order `players` gives them.
    let ratings: Vec<Option<u16>> = t
        .players()
        .map(|(_, p)| rating_in(p, System::Dwz).map(|r| r.0))
        .collect();
    let event = dwz::event_games(t);
    let firsts = dwz::first_ratings(&ratings, &event);
    let first_of = |j: usize| match firsts.get(j) {
        Some(Some(Ok(f))) => {
            Some(u16::try_from(f.rating.clamp(0, i64::from(u16::MAX))).unwrap_or(0))
        }
        _ => None,
    };
    for (i, own) in event.iter().enumerate() {
        if ratings.get(i).copied().flatten().is_none() {
            continue;
        }
        let Some(list) = games.get_mut(i) else {
            continue;
        };
        // Rebuilt from the event's games so that the order stays that of the rounds.
        *list = own
            .iter()
            .filter_map(|e| {
                let opponent = ratings
                    .get(e.opponent)
                    .copied()
                    .flatten()
                    .or_else(|| first_of(e.opponent))?;
                Some(RatedGame {
                    opponent,
                    result_halves: e.result_halves,
                })
            })
            .collect();
    }
    firsts
}

fn round(v: f64) -> i64 {
    // Ratings and hundredths of points lie far inside the range of i64.
    v.round() as i64
}

fn points(halves: i64) -> String {
    if halves % 2 == 0 {
        format!("{}", halves / 2)
    } else {
        format!("{}.5", halves / 2)
    }
}

fn hundredths(h: i64) -> String {
    format!("{}.{:02}", h.div_euclid(100), h.rem_euclid(100))
}

fn dash<T: ToString>(v: Option<T>) -> String {
    v.map_or_else(|| "-".to_string(), |v| v.to_string())
}

/// Prints every player's rating change under `system`.
pub fn print(s: &arbiter_event::State, system: &str, json_mode: bool) -> Result<Outcome> {
    let t = &s.tournament;
    let system = System::parse(system)?;
    let mut games = match system {
        System::Fide => rating::rated_games(t),
        _ => rating::rated_games_by(t, |p| rating_in(p, system).map(|r| r.0)),
    };
    let firsts = if system == System::Dwz {
        dwz_first_ratings(t, &mut games)
    } else {
        Vec::new()
    };
    let lines: Vec<Line> = t
        .players()
        .map(|(id, p)| {
            let g = games.get(id.index()).map_or(&[][..], Vec::as_slice);
            let first = firsts.get(id.index()).and_then(Option::as_ref);
            line(t, id, p, system, g, first)
        })
        .collect();
    let players: Vec<Value> = lines
        .iter()
        .map(|l| {
            json!({
                "rank": l.rank,
                "name": l.name,
                "rating": l.rating,
                "fide_rating_stands_in": l.fide_stands_in,
                "games": l.games,
                "score": l.score_halves as f64 / 2.0,
                "expected": l.expected.map(|e| e as f64 / 100.0),
                "change": l.new_rating.zip(l.rating).map(|(n, o)| n - i64::from(o)),
                "new_rating": l.new_rating,
                "performance": l.performance,
                "notes": l.notes,
            })
        })
        .collect();
    let value = json!({
        "system": system.name(),
        "assumptions": system.assumptions(),
        "players": players,
    });
    let mut text = vec![format!(
        "{:>4}  {:<28} {:>6} {:>5} {:>5} {:>8} {:>6} {:>6} {:>11}",
        "rank", "name", "rating", "games", "score", "expected", "change", "new", "performance"
    )];
    for l in &lines {
        let change = l
            .new_rating
            .zip(l.rating)
            .map(|(n, o)| format!("{:+}", n - i64::from(o)));
        let mut row = format!(
            "{:>4}  {:<28} {:>6} {:>5} {:>5} {:>8} {:>6} {:>6} {:>11}",
            l.rank,
            l.name,
            dash(l.rating),
            l.games,
            points(l.score_halves),
            dash(l.expected.map(hundredths)),
            dash(change),
            dash(l.new_rating),
            dash(l.performance),
        );
        if !l.notes.is_empty() {
            row.push_str("  ");
            row.push_str(&l.notes.join("; "));
        }
        text.push(row.trim_end().to_string());
    }
    for a in system.assumptions() {
        text.push(format!("note: {a}"));
    }
    emit(json_mode, &value, &text.join("\n"));
    Ok(Outcome::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats() {
        assert_eq!(points(7), "3.5");
        assert_eq!(points(6), "3");
        assert_eq!(hundredths(271), "2.71");
        assert_eq!(hundredths(5), "0.05");
        assert_eq!(year("1988/03/14"), Some(1988));
        assert_eq!(year("19"), None);
        assert!(System::parse("elo").is_err());
        assert_eq!(System::parse("DWZ").ok(), Some(System::Dwz));
    }
}
