//! Registration from a rating list: the fields a list gives a player, and, before round 1,
//! what an updated list would change in a registered player (issue "rating lists": a player
//! registered from a list keeps the link, its FIDE id, so the list can refresh it).

use crate::PlayerData;
use arbiter_ratings::{ListPlayer, RateType};
use serde_json::Value;

/// The registration a list gives a player, over what was given by hand: a field typed
/// in wins, an empty one is taken from the list. The rating is the list's `rate`, or
/// any rating the player has when that one is missing.
#[must_use]
pub fn from_list(given: PlayerData, p: &ListPlayer, rate: RateType) -> PlayerData {
    let rating = p
        .ratings
        .get(rate)
        .map(|r| r.rating)
        .or_else(|| p.rating())
        .map(|r| r.0);
    let name = if given.name.trim().is_empty() {
        p.name.clone()
    } else {
        given.name
    };
    PlayerData {
        name,
        rating: given.rating.or(rating),
        title: given.title.or_else(|| {
            p.title
                .as_ref()
                .or(p.woman_title.as_ref())
                .map(|t| t.as_str().to_string())
        }),
        sex: given.sex.or_else(|| p.sex.map(|s| s.letter().to_string())),
        fide_id: given.fide_id.or(p.fide_id.map(|f| u64::from(f.get()))),
        federation: given
            .federation
            .or_else(|| p.federation.map(|f| f.as_str().to_string())),
        birth_date: given.birth_date.or_else(|| p.birth.map(|b| b.to_string())),
        club: given.club.or_else(|| p.club.clone()),
        go_rank: given
            .go_rank
            .or_else(|| p.go.and_then(|g| g.rank).map(|r| r.to_string())),
        ..given
    }
}

/// A registered player brought up to date from the list: rating, title and federation
/// are the list's; the registered name is kept (the arbiter may have corrected its
/// spelling), and a missing sex, birth date or club is filled in, never overwritten.
#[must_use]
pub fn refreshed(old: &PlayerData, p: &ListPlayer, rate: RateType) -> PlayerData {
    let cleared = PlayerData {
        rating: None,
        title: None,
        federation: None,
        ..old.clone()
    };
    let mut new = from_list(cleared, p, rate);
    new.name.clone_from(&old.name);
    new
}

/// One field a list update changes.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldChange {
    /// The field's name as the event log writes it (`rating`, `title`, ...).
    pub field: &'static str,
    /// Its value before (JSON `null` when unset).
    pub old: Value,
    /// Its value after.
    pub new: Value,
}

/// The fields a list keeps that differ between two registrations.
#[must_use]
pub fn data_changes(old: &PlayerData, new: &PlayerData) -> Vec<FieldChange> {
    let a = serde_json::to_value(old).unwrap_or(Value::Null);
    let b = serde_json::to_value(new).unwrap_or(Value::Null);
    [
        "rating",
        "title",
        "federation",
        "sex",
        "birth_date",
        "club",
        "go_rank",
    ]
    .into_iter()
    .filter(|f| a[*f] != b[*f])
    .map(|field| FieldChange {
        field,
        old: a[field].clone(),
        new: b[field].clone(),
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_core::Rating;
    use arbiter_ratings::{ChessRating, Federation, FideId, ListKind};

    fn listed() -> ListPlayer {
        let mut p = ListPlayer::new(ListKind::Fide, "Müller, Anna");
        p.fide_id = FideId::new(4_600_001);
        p.federation = Federation::parse("GER");
        *p.ratings.slot(RateType::Standard) = Some(ChessRating {
            rating: Rating(2105),
            games: None,
            k: None,
        });
        p.club = Some("SC Nord".into());
        p
    }

    #[test]
    fn typed_fields_win_and_empty_ones_come_from_the_list() {
        let given = PlayerData {
            club: Some("Own club".into()),
            ..PlayerData::default()
        };
        let d = from_list(given, &listed(), RateType::Standard);
        assert_eq!(d.name, "Müller, Anna");
        assert_eq!(d.rating, Some(2105));
        assert_eq!(d.fide_id, Some(4_600_001));
        assert_eq!(d.federation.as_deref(), Some("GER"));
        assert_eq!(d.club.as_deref(), Some("Own club"));
    }

    #[test]
    fn an_update_keeps_the_name_and_reports_the_rating() {
        let old = PlayerData {
            name: "Mueller, Anna".into(),
            rating: Some(2050),
            fide_id: Some(4_600_001),
            federation: Some("GER".into()),
            club: Some("SC Nord".into()),
            ..PlayerData::default()
        };
        let new = refreshed(&old, &listed(), RateType::Standard);
        assert_eq!(new.name, "Mueller, Anna");
        let c = data_changes(&old, &new);
        assert_eq!(c.len(), 1, "{c:?}");
        assert_eq!(c[0].field, "rating");
        assert_eq!(c[0].old, Value::from(2050));
        assert_eq!(c[0].new, Value::from(2105));
    }
}
