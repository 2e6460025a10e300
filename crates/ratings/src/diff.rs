//! What changed between two versions of a list, computed by merging two streams sorted by
//! [`ListKey`] (FIDE ids numerically, then national ids byte by byte): one record of each
//! is held at a time, so neither version is ever loaded whole.
//!
//! The published FIDE files are sorted by name, not id: the store gives the diff both
//! versions in key order (`ORDER BY` the key of the imported rows; national ids compared
//! as bytes, e.g. `COLLATE "C"` / `BINARY`). A stream out of that order is an error,
//! never a wrong answer.

use crate::types::{ChessRating, ListKey, ListPlayer, RateType};
use std::cmp::Ordering;
use std::iter::Peekable;

/// A field whose value differs between the two versions.
#[derive(Clone, Debug, Eq, PartialEq)]
pub struct FieldChange {
    /// The field (`name`, `federation`, `standard_rating`, ...).
    pub field: &'static str,
    /// Its old value as text (empty when there was none).
    pub old: String,
    /// Its new value as text.
    pub new: String,
}

/// One difference between two versions of a list.
#[derive(Clone, Debug, Eq, PartialEq)]
pub enum Change {
    /// In the new version only.
    Added(ListPlayer),
    /// In the old version only.
    Removed(ListPlayer),
    /// In both, with these fields changed (never empty).
    Changed {
        /// The player's key.
        key: ListKey,
        /// The new record.
        player: ListPlayer,
        /// What changed.
        fields: Vec<FieldChange>,
    },
}

/// Which of the two streams.
#[derive(Copy, Clone, Debug, Eq, PartialEq)]
pub enum Side {
    /// The old version.
    Old,
    /// The new version.
    New,
}

/// Why the diff cannot go on.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
pub enum DiffError {
    /// A stream is not sorted by key.
    #[error("the {side:?} list is not sorted by id: {key} comes after {previous}")]
    OutOfOrder {
        /// The stream.
        side: Side,
        /// The key before.
        previous: ListKey,
        /// The key that should have come before it.
        key: ListKey,
    },
    /// A key appears twice in one stream.
    #[error("the {side:?} list has id {key} twice")]
    Duplicate {
        /// The stream.
        side: Side,
        /// The key.
        key: ListKey,
    },
    /// A record without an id.
    #[error("the {side:?} list has a record without an id: {name:?}")]
    NoKey {
        /// The stream.
        side: Side,
        /// The record's name.
        name: String,
    },
}

/// The differences between two versions, as an iterator (see the module documentation).
pub struct ListDiff<A: Iterator, B: Iterator> {
    old: Peekable<A>,
    new: Peekable<B>,
    last_old: Option<ListKey>,
    last_new: Option<ListKey>,
    failed: bool,
}

impl<A, B> ListDiff<A, B>
where
    A: Iterator<Item = ListPlayer>,
    B: Iterator<Item = ListPlayer>,
{
    /// The diff of `old` and `new`, each sorted by [`ListPlayer::key`].
    pub fn new(old: A, new: B) -> Self {
        Self {
            old: old.peekable(),
            new: new.peekable(),
            last_old: None,
            last_new: None,
            failed: false,
        }
    }
}

/// The key of a peeked record, checked against the one before it.
fn checked_key(
    p: Option<&ListPlayer>,
    last: Option<&ListKey>,
    side: Side,
) -> Result<Option<ListKey>, DiffError> {
    let Some(p) = p else { return Ok(None) };
    let key = p.key().ok_or_else(|| DiffError::NoKey {
        side,
        name: p.name.clone(),
    })?;
    if let Some(prev) = last {
        match prev.cmp(&key) {
            Ordering::Less => {}
            Ordering::Equal => return Err(DiffError::Duplicate { side, key }),
            Ordering::Greater => {
                return Err(DiffError::OutOfOrder {
                    side,
                    previous: prev.clone(),
                    key,
                });
            }
        }
    }
    Ok(Some(key))
}

impl<A, B> Iterator for ListDiff<A, B>
where
    A: Iterator<Item = ListPlayer>,
    B: Iterator<Item = ListPlayer>,
{
    type Item = Result<Change, DiffError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.failed {
            return None;
        }
        loop {
            let ko = checked_key(self.old.peek(), self.last_old.as_ref(), Side::Old);
            let kn = checked_key(self.new.peek(), self.last_new.as_ref(), Side::New);
            let (ko, kn) = match (ko, kn) {
                (Ok(a), Ok(b)) => (a, b),
                (Err(e), _) | (_, Err(e)) => {
                    self.failed = true;
                    return Some(Err(e));
                }
            };
            let order = match (&ko, &kn) {
                (None, None) => return None,
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (Some(a), Some(b)) => a.cmp(b),
            };
            match order {
                Ordering::Less => {
                    self.last_old = ko;
                    return self.old.next().map(|p| Ok(Change::Removed(p)));
                }
                Ordering::Greater => {
                    self.last_new = kn;
                    return self.new.next().map(|p| Ok(Change::Added(p)));
                }
                Ordering::Equal => {
                    let (Some(o), Some(n)) = (self.old.next(), self.new.next()) else {
                        return None;
                    };
                    self.last_old = ko;
                    self.last_new = kn.clone();
                    let fields = changed_fields(&o, &n);
                    if fields.is_empty() {
                        continue;
                    }
                    let key = kn?;
                    return Some(Ok(Change::Changed {
                        key,
                        player: n,
                        fields,
                    }));
                }
            }
        }
    }
}

fn text<T: ToString>(v: Option<T>) -> String {
    v.map(|v| v.to_string()).unwrap_or_default()
}

/// The fields that differ between two records of the same player.
#[must_use]
pub fn changed_fields(old: &ListPlayer, new: &ListPlayer) -> Vec<FieldChange> {
    let mut out = Vec::new();
    let mut cmp = |field: &'static str, a: String, b: String| {
        if a != b {
            out.push(FieldChange {
                field,
                old: a,
                new: b,
            });
        }
    };
    cmp("fide_id", text(old.fide_id), text(new.fide_id));
    cmp(
        "national_id",
        text(old.national_id.as_ref()),
        text(new.national_id.as_ref()),
    );
    cmp("name", old.name.clone(), new.name.clone());
    cmp("federation", text(old.federation), text(new.federation));
    cmp(
        "sex",
        text(old.sex.map(|s| s.letter())),
        text(new.sex.map(|s| s.letter())),
    );
    cmp("title", text(old.title.as_ref()), text(new.title.as_ref()));
    cmp(
        "woman_title",
        text(old.woman_title.as_ref()),
        text(new.woman_title.as_ref()),
    );
    cmp(
        "other_titles",
        old.other_titles.join(","),
        new.other_titles.join(","),
    );
    cmp(
        "online_title",
        text(old.online_title.as_ref()),
        text(new.online_title.as_ref()),
    );
    for rate in RateType::ALL {
        let (a, b) = (old.ratings.get(rate), new.ratings.get(rate));
        let (rf, gf, kf) = match rate {
            RateType::Standard => ("standard_rating", "standard_games", "standard_k"),
            RateType::Rapid => ("rapid_rating", "rapid_games", "rapid_k"),
            RateType::Blitz => ("blitz_rating", "blitz_games", "blitz_k"),
        };
        let part = |r: Option<ChessRating>| {
            (
                text(r.map(|r| r.rating)),
                text(r.and_then(|r| r.games)),
                text(r.and_then(|r| r.k)),
            )
        };
        let (ra, ga, ka) = part(a);
        let (rb, gb, kb) = part(b);
        cmp(rf, ra, rb);
        cmp(gf, ga, gb);
        cmp(kf, ka, kb);
    }
    cmp(
        "go_rating",
        text(old.go.map(|g| g.value)),
        text(new.go.map(|g| g.value)),
    );
    cmp(
        "go_rank",
        text(old.go.and_then(|g| g.rank)),
        text(new.go.and_then(|g| g.rank)),
    );
    cmp("birth", text(old.birth), text(new.birth));
    cmp(
        "inactive",
        old.inactive.to_string(),
        new.inactive.to_string(),
    );
    cmp("club", text(old.club.as_ref()), text(new.club.as_ref()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::{FideId, ListKind};
    use arbiter_core::Rating;

    fn p(id: u32, name: &str, rating: u16) -> ListPlayer {
        let mut p = ListPlayer::new(ListKind::Fide, name);
        p.fide_id = FideId::new(id);
        p.ratings.standard = (rating > 0).then_some(ChessRating {
            rating: Rating(rating),
            games: None,
            k: None,
        });
        p
    }

    #[test]
    fn added_removed_changed() {
        let old = vec![p(1, "A", 1500), p(2, "B", 1600), p(4, "D", 1800)];
        let new = vec![p(1, "A", 1500), p(3, "C", 1700), p(4, "D", 1810)];
        let changes: Vec<_> = ListDiff::new(old.into_iter(), new.into_iter())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(changes.len(), 3);
        assert!(matches!(&changes[0], Change::Removed(p) if p.name == "B"));
        assert!(matches!(&changes[1], Change::Added(p) if p.name == "C"));
        match &changes[2] {
            Change::Changed { fields, .. } => assert_eq!(
                fields,
                &vec![FieldChange {
                    field: "standard_rating",
                    old: "1800".into(),
                    new: "1810".into()
                }]
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn unsorted_input_is_an_error() {
        let old = vec![p(2, "B", 0), p(1, "A", 0)];
        let r: Result<Vec<_>, _> = ListDiff::new(old.into_iter(), std::iter::empty()).collect();
        assert!(matches!(
            r,
            Err(DiffError::OutOfOrder {
                side: Side::Old,
                ..
            })
        ));
        let new = vec![p(1, "A", 0), p(1, "A", 0)];
        let r: Result<Vec<_>, _> = ListDiff::new(std::iter::empty(), new.into_iter()).collect();
        assert!(matches!(
            r,
            Err(DiffError::Duplicate {
                side: Side::New,
                ..
            })
        ));
    }

    #[test]
    fn ids_compare_as_numbers() {
        // 9 before 10: the FIDE id order, not the text order.
        let old = vec![p(9, "A", 0), p(10, "B", 0)];
        let new = vec![p(9, "A", 0), p(10, "B", 0)];
        let n = ListDiff::new(old.into_iter(), new.into_iter()).count();
        assert_eq!(n, 0);
    }
}
