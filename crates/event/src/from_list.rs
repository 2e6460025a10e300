//! Registration from a rating list: the fields a list gives a player, and, before round 1,
//! what an updated list would change in a registered player (issue "rating lists": a player
//! registered from a list keeps the link, its FIDE id, so the list can refresh it).

use crate::PlayerData;
use arbiter_ratings::{ListPlayer, RateType};
use serde_json::Value;

/// The registration a list gives a player, over what was given by hand: a field typed
/// in wins, an empty one is taken from the list. The rating is the list's `rate`, or
/// any rating the player has when that one is missing.
///
/// A Go list (EGF, FFG, AGA) gives the rank (the grade the EGF list prints, else the
/// rating's grade, as OpenGotha gives it), the rating brought to OpenGotha's scale (a
/// GoR below 0 is kept), the country and club, and its number: the EGF PIN, the FFG
/// licence or the AGA id, which links the player to the list.
#[must_use]
pub fn from_list(given: PlayerData, p: &ListPlayer, rate: RateType) -> PlayerData {
    if let Some(body) = p.list.go_body() {
        let mut data = PlayerData {
            name: if given.name.trim().is_empty() {
                p.name.clone()
            } else {
                given.name.clone()
            },
            go_rank: given
                .go_rank
                .clone()
                .or_else(|| p.go.map(|g| g.grade().to_string())),
            go_rating: given.go_rating.or(p.go.map(|g| g.standard())),
            federation: given
                .federation
                .clone()
                .or_else(|| p.federation.map(|f| f.as_str().to_string())),
            club: given.club.clone().or_else(|| p.club.clone()),
            ..given
        };
        let id = data.go_id_mut(body);
        if id.as_deref().is_none_or(|x| x.trim().is_empty()) {
            *id = p.national_id.as_ref().map(|n| n.as_str().to_string());
        }
        return data;
    }
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
    // A Go list's grade and rating replace the registered ones, as FIDE's rating does.
    let go = p.list.go_body().is_some();
    let cleared = PlayerData {
        rating: None,
        title: None,
        federation: None,
        go_rank: if go { None } else { old.go_rank.clone() },
        go_rating: if go { None } else { old.go_rating },
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
        "go_rating",
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

    fn egf_player(grade: &str, gor: i32) -> ListPlayer {
        let mut p = ListPlayer::new(ListKind::Egf, "Nilsen, Kari");
        p.national_id = arbiter_ratings::NationalId::new("12345678");
        p.federation = Federation::parse("NO");
        p.club = Some("Oslo".into());
        p.go = Some(arbiter_ratings::GoRating {
            scale: arbiter_ratings::GoScale::EgfGor,
            value: gor,
            rank: grade.parse().ok(),
        });
        p
    }

    #[test]
    fn a_go_list_gives_the_grade_the_gor_and_the_pin() {
        let d = from_list(
            PlayerData::default(),
            &egf_player("20k", -150),
            RateType::Standard,
        );
        assert_eq!(d.name, "Nilsen, Kari");
        assert_eq!(d.go_rank.as_deref(), Some("20k"));
        // A GoR below 0 is a rating like any other.
        assert_eq!(d.go_rating, Some(-150));
        assert_eq!(d.egf_pin.as_deref(), Some("12345678"));
        assert_eq!(d.federation.as_deref(), Some("NO"));
        assert_eq!(d.club.as_deref(), Some("Oslo"));
        assert_eq!(d.rating, None);
        // The FFG's échelle has no grade: the rating's, on OpenGotha's scale.
        let mut f = ListPlayer::new(ListKind::Ffg, "DUPONT, Marc");
        f.national_id = arbiter_ratings::NationalId::new("0512345");
        f.go = Some(arbiter_ratings::GoRating {
            scale: arbiter_ratings::GoScale::FfgEchelle,
            value: -950,
            rank: None,
        });
        let d = from_list(PlayerData::default(), &f, RateType::Standard);
        assert_eq!(d.go_rating, Some(1100));
        assert_eq!(d.go_rank.as_deref(), Some("10k"));
        assert_eq!(d.ffg_licence.as_deref(), Some("0512345"));
    }

    #[test]
    fn a_go_update_reports_grade_and_gor() {
        let old = PlayerData {
            name: "Nilsen, Kari".into(),
            go_rank: Some("15k".into()),
            egf_pin: Some("12345678".into()),
            federation: Some("NO".into()),
            club: Some("Oslo".into()),
            ..PlayerData::default()
        };
        let new = refreshed(&old, &egf_player("20k", 120), RateType::Standard);
        let c = data_changes(&old, &new);
        let fields: Vec<&str> = c.iter().map(|c| c.field).collect();
        assert_eq!(fields, ["go_rank", "go_rating"], "{c:?}");
        assert_eq!(c[0].old, Value::from("15k"));
        assert_eq!(c[0].new, Value::from("20k"));
        assert_eq!(c[1].new, Value::from(120));
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
