//! The one ranking of an event, whatever its game: the places (shared by entrants tied on
//! everything), the primary score and its name, and the tie-break or criteria columns with
//! their legend. Chess ranks by points and the C.07 tie-breaks; Go by the tournament's
//! placement criteria as OpenGotha counts them (the McMahon score, or wins in a Swiss,
//! first). Every view (standings, crosstables, wall lists, prizes, player cards, printed
//! documents, public pages, exports) reads this type; none ranks for itself.

use crate::code::{Base, TieBreak};
use crate::ranking::Standings;
use crate::value::Value;
use arbiter_core::{GoTournament, PlayerId};
use arbiter_i18n::{Arg, Lang};

/// The game an event plays, which decides how it ranks.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum GameKind {
    /// Chess: points, then the C.07 tie-breaks.
    Chess,
    /// Go: the placement criteria (McMahon score or wins first).
    Go,
}

/// The score a ranking is first ordered by.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Primary {
    /// Chess points (C.07 `PTS`).
    Points,
    /// The McMahon score (OpenGotha's `MMS`).
    McMahon,
    /// The number of wins (OpenGotha's `NBW`), a Go Swiss's primary score.
    Wins,
    /// Another Go criterion placed first by the tournament's own settings.
    GoCriterion,
}

impl Primary {
    /// The catalogue key of the score's name in words.
    #[must_use]
    pub fn name_key(self) -> &'static str {
        match self {
            Primary::Points | Primary::GoCriterion => "site-tb-pts",
            Primary::McMahon => "site-go-mms",
            Primary::Wins => "site-go-nbw",
        }
    }

    /// The score's name in words, in `lang`.
    #[must_use]
    pub fn name(self, lang: Lang) -> String {
        arbiter_i18n::t(lang, self.name_key())
    }
}

/// One column of a ranking: a C.07 tie-break or a Go placement criterion.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub enum Column {
    /// A C.07 tie-break (`PTS` first).
    TieBreak(TieBreak),
    /// A Go placement criterion, by OpenGotha's name (`MMS`, `SOSM`, `NBW`, ...).
    Go(String),
}

impl Column {
    /// The column's code as the standings head it: `PTS`, `BH-C1`, `MMS`, `SOSM`.
    #[must_use]
    pub fn code(&self) -> String {
        match self {
            Column::TieBreak(tb) => tb.to_string(),
            Column::Go(name) => name.clone(),
        }
    }

    /// A value as the standings print it: the decimals of its tie-break (C.07 art. 4.3:
    /// `4.0`, `11.5`, `2.25`); a Go criterion as OpenGotha prints it (`32`, `32.5`).
    /// Empty when undefined.
    #[must_use]
    pub fn format(&self, v: Option<Value>) -> String {
        let Some(v) = v else {
            return String::new();
        };
        match self {
            Column::TieBreak(tb) => v.format(tb.base.decimals()),
            Column::Go(_) => {
                let h = v.hundredths();
                if h % 100 == 0 {
                    v.format(0)
                } else if h % 10 == 0 {
                    v.format(1)
                } else {
                    v.format(2)
                }
            }
        }
    }

    /// The catalogue key of the column's family in words, when the catalogue names it.
    #[must_use]
    pub fn name_key(&self) -> Option<&'static str> {
        match self {
            Column::TieBreak(tb) => tiebreak_key(tb.base),
            Column::Go(name) => go_key(name),
        }
    }

    /// The column's legend in words, in `lang`: the family, its cut or median included
    /// (`Buchholz Cut-1`); empty for a family the catalogue does not name.
    #[must_use]
    pub fn name(&self, lang: Lang) -> String {
        let Some(key) = self.name_key() else {
            return String::new();
        };
        let name = arbiter_i18n::t(lang, key);
        let Column::TieBreak(tb) = self else {
            return name;
        };
        match (tb.cut_low, tb.cut_high) {
            (0, 0) => name,
            (l, h) if l == h => arbiter_i18n::t_args(
                lang,
                "site-tb-median",
                &[("name", Arg::from(name)), ("count", usize::from(l).into())],
            ),
            (l, _) => arbiter_i18n::t_args(
                lang,
                "site-tb-cut",
                &[("name", Arg::from(name)), ("count", usize::from(l).into())],
            ),
        }
    }
}

/// The catalogue key naming a tie-break family.
fn tiebreak_key(b: Base) -> Option<&'static str> {
    Some(match b {
        Base::Pts => "site-tb-pts",
        Base::De => "site-tb-de",
        Base::Win => "site-tb-win",
        Base::Won => "site-tb-won",
        Base::Bpg => "site-tb-bpg",
        Base::Bwg => "site-tb-bwg",
        Base::Ps => "site-tb-ps",
        Base::Rep => "site-tb-rep",
        Base::Std => "site-tb-std",
        Base::Tpn => "site-tb-tpn",
        Base::Bh => "site-tb-bh",
        Base::Aob => "site-tb-aob",
        Base::Fb => "site-tb-fb",
        Base::Sb => "site-tb-sb",
        Base::Ks => "site-tb-ks",
        Base::Aro => "site-tb-aro",
        Base::Tpr => "site-tb-tpr",
        Base::Ptp => "site-tb-ptp",
        Base::Apro => "site-tb-apro",
        Base::Appo => "site-tb-appo",
        Base::Rtng => "site-tb-rtng",
        _ => return None,
    })
}

/// The catalogue key naming a Go placement criterion.
fn go_key(name: &str) -> Option<&'static str> {
    let n = name.to_ascii_uppercase();
    Some(if n == "MMS" {
        "site-go-mms"
    } else if n == "NBW" {
        "site-go-nbw"
    } else if n.starts_with("SOSOS") {
        "site-go-sosos"
    } else if n.starts_with("SODOS") {
        "site-go-sodos"
    } else if n.starts_with("SOS") {
        "site-go-sos"
    } else if n.starts_with("CUSS") {
        "site-go-cuss"
    } else if n == "DC" || n == "SDC" {
        "site-go-dc"
    } else {
        return None;
    })
}

/// One entrant's line of a ranking.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Placed {
    /// The player.
    pub player: PlayerId,
    /// The place: entrants tied on every column share it (two players 11th, the next 13th).
    pub place: u32,
    /// The primary score (chess points; Go: the first placement criterion).
    pub primary: Value,
    /// Go: the number of wins, which a Go player's card shows whatever the criteria.
    pub wins: Option<Value>,
    /// Each column's value, in column order (the primary score first); `None` where
    /// undefined.
    pub values: Vec<Option<Value>>,
    /// The column that separated this entrant from the one above; `None` for the first
    /// and for entrants tied with the one above.
    pub separated_by: Option<usize>,
}

/// An event's ranking after some rounds.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct Ranking {
    /// The game, which decides how the ranking reads and prints.
    pub kind: GameKind,
    /// The rounds counted.
    pub rounds: usize,
    /// The score the ranking is first ordered by.
    pub primary: Primary,
    /// The columns, the primary score first.
    pub columns: Vec<Column>,
    /// Lines in final order (entrants sharing a place by start rank in chess, by name in
    /// Go, as OpenGotha lists them).
    pub rows: Vec<Placed>,
}

impl Ranking {
    /// A chess event's ranking from its C.07 standings after `rounds` rounds, which it
    /// takes over (their values move, not copied).
    #[must_use]
    pub fn chess(s: Standings, rounds: usize) -> Self {
        let pts = s.tiebreaks.iter().position(|tb| tb.base == Base::Pts);
        let columns: Vec<Column> = s.tiebreaks.into_iter().map(Column::TieBreak).collect();
        let rows = s
            .rows
            .into_iter()
            .map(|r| Placed {
                player: r.player,
                place: r.rank,
                primary: pts
                    .and_then(|k| r.values.get(k).copied().flatten())
                    .unwrap_or(Value::ZERO),
                wins: None,
                values: r.values,
                separated_by: r.separated_by,
            })
            .collect();
        Ranking {
            kind: GameKind::Chess,
            rounds,
            primary: Primary::Points,
            columns,
            rows,
        }
    }

    /// A Go event's ranking after its first `rounds` rounds: the tournament's placement
    /// criteria as OpenGotha computes them, places shared by players equal on every one,
    /// players of a shared place listed by name (OpenGotha's order).
    #[must_use]
    pub fn go(g: &GoTournament, rounds: u16) -> Self {
        let c = crate::go::go_criteria(g, rounds);
        let order = crate::go::go_order(g, rounds);
        let names: Vec<String> = g
            .placement
            .iter()
            .filter(|k| c.value(k, 0).is_some() || g.players.is_empty())
            .cloned()
            .collect();
        let value = |k: &str, p: usize| -> Option<Value> {
            let v = c.value(k, p)?;
            Some(match k.to_ascii_uppercase().as_str() {
                // The category counts from 1, the strongest.
                "CAT" => Value::whole(1 - v),
                "RANK" | "RATING" | "SDC" | "DC" => Value::whole(v),
                // Kept in quarter points, printed in half points rounded down as
                // OpenGotha prints them.
                "SODOSM" | "SODOSW" => Value::from_hundredths((v / 2).saturating_mul(50)),
                // Kept in half points.
                _ => Value::from_hundredths(v.saturating_mul(50)),
            })
        };
        let key = |p: usize| -> Vec<Option<i64>> { names.iter().map(|k| c.value(k, p)).collect() };
        let mut rows: Vec<Placed> = Vec::with_capacity(order.len());
        let mut place = 0;
        for (i, &p) in order.iter().enumerate() {
            let mut separated_by = None;
            if i == 0 {
                place = 1;
            } else {
                let (a, b) = (key(order[i - 1]), key(p));
                if a != b {
                    place = u32::try_from(i + 1).unwrap_or(u32::MAX);
                    separated_by = a.iter().zip(&b).position(|(x, y)| x != y);
                }
            }
            let values: Vec<Option<Value>> = names.iter().map(|k| value(k, p)).collect();
            rows.push(Placed {
                player: PlayerId::from_index(p),
                place,
                primary: values.first().copied().flatten().unwrap_or(Value::ZERO),
                wins: value("NBW", p),
                values,
                separated_by,
            });
        }
        let primary = match names.first().map(|n| n.to_ascii_uppercase()) {
            Some(n) if n == "MMS" => Primary::McMahon,
            Some(n) if n == "NBW" => Primary::Wins,
            _ => Primary::GoCriterion,
        };
        Ranking {
            kind: GameKind::Go,
            rounds: usize::from(rounds),
            primary,
            columns: names.into_iter().map(Column::Go).collect(),
            rows,
        }
    }

    /// The line of a player.
    #[must_use]
    pub fn row_of(&self, player: PlayerId) -> Option<&Placed> {
        self.rows.iter().find(|r| r.player == player)
    }

    /// The place of each player, by start rank - 1 (0 for a player not ranked).
    #[must_use]
    pub fn places(&self) -> Vec<u32> {
        let n = self
            .rows
            .iter()
            .map(|r| r.player.index() + 1)
            .max()
            .unwrap_or(0);
        let mut out = vec![0; n];
        for r in &self.rows {
            out[r.player.index()] = r.place;
        }
        out
    }

    /// The codes of the columns, the primary score first.
    #[must_use]
    pub fn codes(&self) -> Vec<String> {
        self.columns.iter().map(Column::code).collect()
    }

    /// Each column's value of `row` as printed.
    #[must_use]
    pub fn formatted(&self, row: &Placed) -> Vec<String> {
        self.columns
            .iter()
            .zip(&row.values)
            .map(|(c, v)| c.format(*v))
            .collect()
    }

    /// The primary score of `row` as printed.
    #[must_use]
    pub fn primary_text(&self, row: &Placed) -> String {
        match self.columns.first() {
            Some(c) => c.format(Some(row.primary)),
            None => row.primary.to_string(),
        }
    }

    /// How tied entrants share prizes unless the organiser says otherwise: in chess the
    /// players tied on points pool the prizes of their places; in Go the placement criteria
    /// decide every place, so only players sharing a place share.
    #[must_use]
    pub fn default_sharing(&self) -> crate::Sharing {
        match self.kind {
            GameKind::Chess => crate::Sharing::Equal,
            GameKind::Go => crate::Sharing::ByPlace,
        }
    }

    /// The ranking restricted to the rows `keep` accepts: places renumbered, entrants
    /// sharing a place overall sharing it here too, each row separated from the one kept
    /// above it by the earliest column that split any pair of neighbours between them.
    #[must_use]
    pub fn filter(&self, keep: impl Fn(&Placed) -> bool) -> Ranking {
        let mut rows: Vec<Placed> = Vec::new();
        let mut last_overall = None;
        let mut split: Option<usize> = None;
        for row in &self.rows {
            split = match (split, row.separated_by) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            if !keep(row) {
                continue;
            }
            let mut r = row.clone();
            let position = u32::try_from(rows.len() + 1).unwrap_or(u32::MAX);
            match (last_overall, rows.last()) {
                (Some(o), Some(prev)) if o == row.place => {
                    r.place = prev.place;
                    r.separated_by = None;
                }
                (_, prev) => {
                    r.place = position;
                    r.separated_by = if prev.is_some() { split } else { None };
                }
            }
            split = None;
            last_overall = Some(row.place);
            rows.push(r);
        }
        Ranking {
            rows,
            ..self.clone()
        }
    }
}
