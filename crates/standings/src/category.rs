//! Categories (rating groups, women, juniors, seniors, federations...) as filtered
//! rankings: the players of the category keep their order in the overall standings, and
//! players tied in the overall standings stay tied in the category.

use crate::ranked::Ranking;
use arbiter_core::{Player, Sex, Tournament};
use arbiter_i18n::{Arg, Lang};

/// A subset of the players.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
#[non_exhaustive]
pub enum Category {
    /// FIDE rating in `min..=max` (either bound optional); unrated players count as 0.
    Rating {
        /// Lowest rating included.
        min: Option<u16>,
        /// Highest rating included.
        max: Option<u16>,
    },
    /// Players without a FIDE rating.
    Unrated,
    /// By sex.
    Sex(Sex),
    /// By federation (three letters, any case).
    Federation(String),
    /// Born in or after this year (juniors: "U18" in 2026 is born 2008 or later).
    BornFrom(u16),
    /// Born in or before this year (seniors).
    BornUntil(u16),
    /// By club or origin, as written.
    Club(String),
    /// By independent group (the Vega manual's appendix M: one ranking per group).
    Group(String),
    /// Every condition holds.
    All(Vec<Category>),
}

impl Category {
    /// True when `p` belongs to the category.
    #[must_use]
    pub fn contains(&self, p: &Player) -> bool {
        match self {
            Category::Rating { min, max } => {
                let r = p.rating.map_or(0, |r| r.0);
                min.is_none_or(|m| r >= m) && max.is_none_or(|m| r <= m)
            }
            Category::Unrated => p.rating.is_none(),
            Category::Sex(s) => p.sex == Some(*s),
            Category::Federation(f) => p
                .federation
                .as_deref()
                .is_some_and(|x| x.trim().eq_ignore_ascii_case(f.trim())),
            Category::BornFrom(y) => birth_year(p).is_some_and(|b| b >= *y),
            Category::BornUntil(y) => birth_year(p).is_some_and(|b| b <= *y),
            Category::Club(c) => p.club.as_deref().is_some_and(|x| x.trim() == c.trim()),
            Category::Group(g) => p.group.as_deref().is_some_and(|x| x.trim() == g.trim()),
            Category::All(all) => all.iter().all(|c| c.contains(p)),
        }
    }
}

impl Category {
    /// The category in words, in `lang`: "Women", "Rating 1800–2000", "Born 2008 or
    /// later"; several conditions joined by commas.
    #[must_use]
    pub fn label(&self, lang: Lang) -> String {
        let say = |key: &str, args: &[(&str, String)]| {
            let args: Vec<(&str, Arg)> = args
                .iter()
                .map(|(k, v)| (*k, Arg::from(v.clone())))
                .collect();
            arbiter_i18n::t_args(lang, key, &args)
        };
        match self {
            Category::Rating { min, max } => match (min, max) {
                (Some(a), Some(b)) => say(
                    "prize-category-rating-between",
                    &[("min", a.to_string()), ("max", b.to_string())],
                ),
                (None, Some(b)) => say("prize-category-rating-up-to", &[("max", b.to_string())]),
                (Some(a), None) => say("prize-category-rating-from", &[("min", a.to_string())]),
                (None, None) => say("prize-category-rating-from", &[("min", "0".into())]),
            },
            Category::Unrated => say("prize-category-unrated", &[]),
            Category::Sex(Sex::Female) => say("prize-category-women", &[]),
            Category::Sex(Sex::Male) => say("prize-category-men", &[]),
            Category::Federation(f) => say(
                "prize-category-federation",
                &[("federation", f.to_uppercase())],
            ),
            Category::BornFrom(y) => say("prize-category-born-from", &[("year", y.to_string())]),
            Category::BornUntil(y) => say("prize-category-born-until", &[("year", y.to_string())]),
            Category::Club(c) => say("prize-category-club", &[("club", c.clone())]),
            Category::Group(g) => say("prize-category-group", &[("group", g.clone())]),
            Category::All(all) => all
                .iter()
                .map(|c| c.label(lang))
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// A prize of the category in words: "Women 1st", "Rating up to 1800 2nd".
    #[must_use]
    pub fn prize_label(&self, lang: Lang, place: usize) -> String {
        arbiter_i18n::t_args(
            lang,
            "prize-category-prize",
            &[
                ("category", Arg::from(self.label(lang))),
                (
                    "place",
                    Arg::from(arbiter_i18n::ordinal(
                        lang,
                        u64::try_from(place).unwrap_or(0),
                    )),
                ),
            ],
        )
    }
}

/// The year of a birth date written `YYYY/MM/DD`, `YYYY-MM-DD` or `YYYY`.
fn birth_year(p: &Player) -> Option<u16> {
    let d = p.birth_date.as_deref()?.trim();
    d.get(..4)?.parse().ok()
}

/// The ranking restricted to the players of `category`. Places are renumbered within
/// the category; players sharing a place overall share it in the category too.
#[must_use]
pub fn category_standings(r: &Ranking, t: &Tournament, category: &Category) -> Ranking {
    r.filter(|row| t.player(row.player).is_some_and(|p| category.contains(p)))
}

/// Why a category's description does not read: the condition and what is wrong with it.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("category {condition:?}: {problem}")]
pub struct ParseCategoryError {
    /// The condition as written.
    pub condition: String,
    /// What is wrong with it.
    pub problem: CategoryProblem,
}

/// What is wrong with a category's condition.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CategoryProblem {
    /// A year that is not a number.
    #[error("{0:?} is not a year")]
    NotAYear(String),
    /// A rating that is not a number.
    #[error("{0:?} is not a rating")]
    NotARating(String),
    /// `sex=` without `m` or `w`.
    #[error("expected sex=m or sex=w")]
    Sex,
    /// A condition of no known kind.
    #[error("expected rating=, unrated, sex=, fed=, born-from=, born-until=, club= or group=")]
    Unknown,
}

impl std::str::FromStr for Category {
    type Err = ParseCategoryError;

    /// Conditions joined by `+`: `rating=1800-2000` (either bound may be left out),
    /// `unrated`, `sex=w`, `fed=NOR`, `born-from=2008`, `born-until=1961`, `club=NAME`, `group=NAME`.
    fn from_str(spec: &str) -> Result<Self, Self::Err> {
        let mut all = Vec::new();
        for cond in spec.split('+').map(str::trim).filter(|c| !c.is_empty()) {
            let (key, value) = cond.split_once('=').unwrap_or((cond, ""));
            let bad = |problem| ParseCategoryError {
                condition: cond.to_string(),
                problem,
            };
            let year = |v: &str| {
                v.parse::<u16>()
                    .map_err(|_| bad(CategoryProblem::NotAYear(v.to_string())))
            };
            let rating = |v: &str| -> Result<Option<u16>, ParseCategoryError> {
                if v.is_empty() {
                    Ok(None)
                } else {
                    v.parse()
                        .map(Some)
                        .map_err(|_| bad(CategoryProblem::NotARating(v.to_string())))
                }
            };
            all.push(match key {
                "rating" => {
                    let (lo, hi) = value.split_once('-').unwrap_or((value, value));
                    Category::Rating {
                        min: rating(lo)?,
                        max: rating(hi)?,
                    }
                }
                "unrated" => Category::Unrated,
                "sex" => Category::Sex(
                    value
                        .chars()
                        .next()
                        .and_then(Sex::from_letter)
                        .ok_or_else(|| bad(CategoryProblem::Sex))?,
                ),
                "fed" => Category::Federation(value.to_string()),
                "born-from" => Category::BornFrom(year(value)?),
                "born-until" => Category::BornUntil(year(value)?),
                "club" => Category::Club(value.to_string()),
                "group" => Category::Group(value.to_string()),
                _ => {
                    return Err(bad(CategoryProblem::Unknown));
                }
            });
        }
        Ok(Category::All(all))
    }
}
