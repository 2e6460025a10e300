//! Title norms (FIDE Title Regulations, B.01, in force since 1 January 2024, articles
//! 1.4.1 to 1.4.9): for each player and each of the four titles gained by norms (GM, IM,
//! WGM, WIM), whether the event's games make a norm, every criterion with its value, and
//! the reason for each criterion missed.
//!
//! The arithmetic (1.4.6 to 1.4.9) is the rating module's: the rounded average of the
//! opponents ([`rating::average_rating`], 1.4.7b) plus `dp` of the rounded percentage
//! ([`rating::dp`], table 1.4.9, which is table 8.1(a) of B.02). Scores are half points.
//!
//! What the model cannot know is asked for in [`NormOptions`]: the kind of event (the
//! exceptions of 1.4.1b and 1.4.3a–c) and whether its pairings are predetermined (a round
//! robin, 1.4.1e–f and 1.4.2b). The 1.4.3d exemption of large Swiss events is worked out
//! from the field and the host federation (TRF record 032).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use arbiter_core::{ByeKind, Decision, Entry, Outcome, PlayerId, RoundNo, Sex, Title, Tournament};

use crate::rating;
use crate::value::div_round_half_up;

/// A title gained by norms (B.01 1.4).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NormTitle {
    /// Grandmaster.
    GM,
    /// International Master.
    IM,
    /// Woman Grandmaster.
    WGM,
    /// Woman International Master.
    WIM,
}

impl NormTitle {
    /// The four titles, the highest first.
    pub const ALL: [NormTitle; 4] = [NormTitle::GM, NormTitle::IM, NormTitle::WGM, NormTitle::WIM];

    /// `GM`, `IM`, `WGM`, `WIM`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            NormTitle::GM => "GM",
            NormTitle::IM => "IM",
            NormTitle::WGM => "WGM",
            NormTitle::WIM => "WIM",
        }
    }

    /// Reads a code in any case.
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        NormTitle::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(text.trim()))
    }

    /// The adjusted rating floor (1.4.6b): the rating the lowest-rated opponent is raised to.
    #[must_use]
    pub const fn rating_floor(self) -> u16 {
        match self {
            NormTitle::GM => 2200,
            NormTitle::IM => 2050,
            NormTitle::WGM => 2000,
            NormTitle::WIM => 1850,
        }
    }

    /// The least average rating of the opponents (1.4.8a).
    #[must_use]
    pub const fn min_average(self) -> i64 {
        match self {
            NormTitle::GM => 2380,
            NormTitle::IM => 2230,
            NormTitle::WGM => 2180,
            NormTitle::WIM => 2030,
        }
    }

    /// The least performance after rounding (1.4.8: 2599.5 before rounding is 2600 after;
    /// with a whole-number average and a whole-number `dp` the performance is whole).
    #[must_use]
    pub const fn min_performance(self) -> i64 {
        match self {
            NormTitle::GM => 2600,
            NormTitle::IM => 2450,
            NormTitle::WGM => 2400,
            NormTitle::WIM => 2250,
        }
    }

    /// True when an opponent holding `title` counts for 1.4.5b–e: the title itself or a
    /// higher one (GM for GM; GM, IM for IM; GM, IM, WGM for WGM; and WIM too for WIM).
    #[must_use]
    pub fn counted_by(self, title: &Title) -> bool {
        let rank = match title {
            Title::GM => 0,
            Title::IM => 1,
            Title::WGM => 2,
            Title::WIM => 3,
            _ => return false,
        };
        rank <= self as u8
    }

    /// True for the women's titles, which only women may gain (B.01 0.3).
    #[must_use]
    pub const fn women_only(self) -> bool {
        matches!(self, NormTitle::WGM | NormTitle::WIM)
    }

    /// True when `title` is this one or a title that makes it pointless (a GM needs no
    /// IM norm; a WGM no WIM norm).
    fn held_by(self, title: Option<&Title>) -> bool {
        let Some(title) = title else { return false };
        match self {
            NormTitle::GM => *title == Title::GM,
            NormTitle::IM => matches!(title, Title::GM | Title::IM),
            NormTitle::WGM => matches!(title, Title::GM | Title::WGM),
            NormTitle::WIM => matches!(title, Title::GM | Title::IM | Title::WGM | Title::WIM),
        }
    }
}

impl fmt::Display for NormTitle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The kinds of event the regulations treat apart.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum NormEvent {
    /// Any other FIDE-rated event.
    #[default]
    Ordinary,
    /// The final stage of a national (open, men's or women's) championship (1.4.3a): the
    /// players of the host federation need no foreign opponents. The article withholds the
    /// exemption in a year the federation holds its own zonal; that is the arbiter's call.
    NationalChampionship,
    /// A national team championship (1.4.3b): the same, for players of the federation that
    /// registered the event.
    NationalTeamChampionship,
    /// A zonal or sub-zonal tournament (1.4.3c): no player needs foreign opponents.
    Zonal,
    /// A world or continental team or club championship (1.4.1b): seven games suffice when
    /// it has seven to nine rounds.
    TeamChampionship,
    /// The World Cup or Women's World Cup (1.4.1b): eight games suffice, and the norm
    /// counts as nine.
    WorldCup,
}

impl NormEvent {
    /// Every kind, in the order a form offers them.
    pub const ALL: [NormEvent; 6] = [
        NormEvent::Ordinary,
        NormEvent::NationalChampionship,
        NormEvent::NationalTeamChampionship,
        NormEvent::Zonal,
        NormEvent::TeamChampionship,
        NormEvent::WorldCup,
    ];

    /// The name [`NormEvent::parse`] reads first, as the command line and addresses give it.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            NormEvent::Ordinary => "ordinary",
            NormEvent::NationalChampionship => "national",
            NormEvent::NationalTeamChampionship => "national-team",
            NormEvent::Zonal => "zonal",
            NormEvent::TeamChampionship => "team",
            NormEvent::WorldCup => "world-cup",
        }
    }

    /// Reads `ordinary`, `national`, `national-team`, `zonal`, `team` or `world-cup`.
    #[must_use]
    pub fn parse(text: &str) -> Option<Self> {
        Some(match text.trim().to_ascii_lowercase().as_str() {
            "ordinary" | "" => NormEvent::Ordinary,
            "national" | "national-championship" => NormEvent::NationalChampionship,
            "national-team" | "national-team-championship" => NormEvent::NationalTeamChampionship,
            "zonal" | "sub-zonal" => NormEvent::Zonal,
            "team" | "team-championship" => NormEvent::TeamChampionship,
            "world-cup" => NormEvent::WorldCup,
            _ => return None,
        })
    }
}

/// What the norm check needs to know beyond the tournament.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NormOptions {
    /// The kind of event.
    pub event: NormEvent,
    /// True when the pairings are predetermined (round robins): every scheduled round then
    /// counts (1.4.1e), the mix of opponents is judged on the whole event (1.4.1f) and
    /// games against unrated players who scored nothing against rated ones drop (1.4.2b).
    pub predetermined: bool,
}

impl NormOptions {
    /// The options a tournament's header suggests: predetermined pairings when its TRF 192
    /// or 092 record names a round robin.
    #[must_use]
    pub fn for_tournament(t: &Tournament) -> Self {
        let kind = format!(
            "{} {}",
            t.info.system_code.as_deref().unwrap_or(""),
            t.info.kind.as_deref().unwrap_or("")
        )
        .to_ascii_lowercase();
        NormOptions {
            event: NormEvent::Ordinary,
            predetermined: kind.contains("robin"),
        }
    }
}

/// Why a player's federation-mix requirement (1.4.3, 1.4.4) does not apply.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Exemption {
    /// 1.4.3a: a national championship, for a player of the host federation.
    NationalChampionship,
    /// 1.4.3b: a national team championship, for a player of the registering federation.
    NationalTeamChampionship,
    /// 1.4.3c: a zonal or sub-zonal tournament.
    Zonal,
    /// 1.4.3d: a Swiss event whose field holds, in every round, at least 20 FIDE-rated
    /// players not from the host federation, from at least three federations, at least ten
    /// of them GM, IM, WGM or WIM.
    LargeSwiss,
}

impl Exemption {
    /// The article.
    #[must_use]
    pub const fn article(self) -> &'static str {
        match self {
            Exemption::NationalChampionship => "B.01 1.4.3a",
            Exemption::NationalTeamChampionship => "B.01 1.4.3b",
            Exemption::Zonal => "B.01 1.4.3c",
            Exemption::LargeSwiss => "B.01 1.4.3d",
        }
    }
}

/// One criterion of a norm, with the value the player reached and the one required.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Check {
    /// 1.4.1a–c, 1.4.2: games played over the board against opponents that count.
    Games {
        /// Games counted.
        counted: u32,
        /// Games required.
        required: u32,
    },
    /// 1.4.8b: at least 35 % (the percentage rounded, halves up).
    Score {
        /// The score in half points.
        halves: i64,
        /// The rounded percentage.
        percent: i64,
    },
    /// 1.4.5a: at least half the opponents hold a title (CM and WCM do not count).
    TitledOpponents {
        /// Titled opponents.
        count: u32,
        /// Required (half the games, rounded up).
        required: u32,
    },
    /// 1.4.5b–e: a third of the opponents, and at least three, hold the norm's title or a
    /// higher one.
    TitleHolders {
        /// The norm's title.
        title: NormTitle,
        /// Opponents holding it (or a higher one).
        count: u32,
        /// Required.
        required: u32,
    },
    /// 1.4.3: opponents from at least two federations other than the player's.
    ForeignFederations {
        /// The player's federation.
        own: String,
        /// Distinct other federations met (FID is none).
        count: u32,
        /// When the requirement does not apply.
        exempt: Option<Exemption>,
    },
    /// 1.4.4: at most 3/5 of the opponents from the player's federation (rounded down).
    OwnFederation {
        /// The player's federation.
        own: String,
        /// Opponents from it.
        count: u32,
        /// The most allowed.
        max: u32,
        /// When the requirement does not apply.
        exempt: Option<Exemption>,
    },
    /// 1.4.4: at most 2/3 of the opponents from any one federation (rounded down).
    OneFederation {
        /// The federation met most.
        federation: String,
        /// Opponents from it.
        count: u32,
        /// The most allowed.
        max: u32,
        /// When the requirement does not apply.
        exempt: Option<Exemption>,
    },
    /// 1.4.6–1.4.8a: the average rating of the opponents, one raised to the floor.
    AverageRating {
        /// The rounded average.
        value: i64,
        /// The least allowed.
        min: i64,
    },
    /// 1.4.8: the performance `Ra + dp`.
    Performance {
        /// The performance.
        value: i64,
        /// The least allowed.
        min: i64,
    },
}

impl Check {
    /// True when the criterion is met (or does not apply).
    #[must_use]
    pub fn met(&self) -> bool {
        match *self {
            Check::Games { counted, required } => counted >= required,
            Check::Score { percent, .. } => percent >= 35,
            Check::TitledOpponents { count, required }
            | Check::TitleHolders {
                count, required, ..
            } => count >= required,
            Check::ForeignFederations { count, exempt, .. } => exempt.is_some() || count >= 2,
            Check::OwnFederation {
                count, max, exempt, ..
            }
            | Check::OneFederation {
                count, max, exempt, ..
            } => exempt.is_some() || count <= max,
            Check::AverageRating { value, min } | Check::Performance { value, min } => value >= min,
        }
    }

    /// The article the criterion comes from.
    #[must_use]
    pub fn article(&self) -> &'static str {
        match self {
            Check::Games { .. } => "B.01 1.4.1",
            Check::Score { .. } => "B.01 1.4.8b",
            Check::TitledOpponents { .. } => "B.01 1.4.5a",
            Check::TitleHolders { title, .. } => match title {
                NormTitle::GM => "B.01 1.4.5b",
                NormTitle::IM => "B.01 1.4.5c",
                NormTitle::WGM => "B.01 1.4.5d",
                NormTitle::WIM => "B.01 1.4.5e",
            },
            Check::ForeignFederations { exempt, .. } => {
                exempt.map_or("B.01 1.4.3", |e| e.article())
            }
            Check::OwnFederation { exempt, .. } | Check::OneFederation { exempt, .. } => {
                exempt.map_or("B.01 1.4.4", |e| e.article())
            }
            Check::AverageRating { .. } => "B.01 1.4.8a",
            Check::Performance { .. } => "B.01 1.4.8",
        }
    }

    /// A short name for tables and JSON.
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Check::Games { .. } => "games",
            Check::Score { .. } => "score",
            Check::TitledOpponents { .. } => "titled opponents",
            Check::TitleHolders { .. } => "title holders",
            Check::ForeignFederations { .. } => "foreign federations",
            Check::OwnFederation { .. } => "own federation",
            Check::OneFederation { .. } => "one federation",
            Check::AverageRating { .. } => "average rating",
            Check::Performance { .. } => "performance",
        }
    }

    /// Why the criterion is missed, in words; `None` when it is met.
    #[must_use]
    pub fn reason(&self) -> Option<String> {
        if self.met() {
            return None;
        }
        Some(match self {
            Check::Games { counted, required } => {
                let more = required - counted;
                format!(
                    "needs {more} more game{} ({counted} of {required} counted)",
                    plural(more)
                )
            }
            Check::Score { percent, .. } => format!("score {percent}% < 35%"),
            Check::TitledOpponents { count, required } => {
                let more = required - count;
                format!(
                    "needs {more} more titled opponent{} ({count} of {required})",
                    plural(more)
                )
            }
            Check::TitleHolders {
                title,
                count,
                required,
            } => {
                let more = required - count;
                format!(
                    "needs {more} more {title} opponent{} ({count} of {required})",
                    plural(more)
                )
            }
            Check::ForeignFederations { own, count, .. } => {
                let more = 2u32.saturating_sub(*count);
                format!(
                    "needs opponents from {more} more federation{} other than {own} ({count} of 2)",
                    plural(more)
                )
            }
            Check::OwnFederation {
                own, count, max, ..
            } => format!("{count} opponents from {own} > {max} allowed"),
            Check::OneFederation {
                federation,
                count,
                max,
                ..
            } => format!("{count} opponents from {federation} > {max} allowed"),
            Check::AverageRating { value, min } => format!("average rating {value} < {min}"),
            Check::Performance { value, min } => format!("performance {value} < {min}"),
        })
    }

    /// The value reached, as the forms print it (`7 of 9`, `2611`, `exempt (B.01 1.4.3d)`).
    #[must_use]
    pub fn value(&self) -> String {
        match self {
            Check::Games { counted, required } => format!("{counted} (need {required})"),
            Check::Score { halves, percent } => format!("{} ({percent}%)", half_points(*halves)),
            Check::TitledOpponents { count, required }
            | Check::TitleHolders {
                count, required, ..
            } => format!("{count} (need {required})"),
            Check::ForeignFederations { count, exempt, .. } => match exempt {
                Some(e) => format!("{count} (exempt, {})", e.article()),
                None => format!("{count} (need 2)"),
            },
            Check::OwnFederation {
                count, max, exempt, ..
            }
            | Check::OneFederation {
                count, max, exempt, ..
            } => match exempt {
                Some(e) => format!("{count} (exempt, {})", e.article()),
                None => format!("{count} (at most {max})"),
            },
            Check::AverageRating { value, min } | Check::Performance { value, min } => {
                format!("{value} (need {min})")
            }
        }
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// A score in half points written as points (`6½`).
#[must_use]
pub fn half_points(halves: i64) -> String {
    let whole = halves.div_euclid(2);
    match (whole, halves.rem_euclid(2) == 1) {
        (0, true) => "½".into(),
        (w, true) => format!("{w}½"),
        (w, false) => w.to_string(),
    }
}

/// One game that counts for a norm, from the player's side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NormGame {
    /// The round.
    pub round: RoundNo,
    /// The opponent.
    pub opponent: PlayerId,
    /// The opponent's rating as the event knows it (`None` when unrated).
    pub rating: Option<u16>,
    /// The rating the norm uses: 1400 for an unrated opponent (1.4.6d), the floor for
    /// the one opponent raised to it (1.4.6b–c).
    pub norm_rating: u16,
    /// The opponent's title.
    pub title: Option<Title>,
    /// The opponent's federation.
    pub federation: Option<String>,
    /// 2 for a win, 1 for a draw, 0 for a loss.
    pub result_halves: u8,
    /// True for a game not played (a forfeit won in the last round) counted as a loss by
    /// the last-round rule of 1.4.2c.
    pub counted_as_loss: bool,
}

/// Which games a norm rests on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// Every game played over the board.
    AllGames,
    /// The games up to and including this round: the later ones are ignored (1.4.1e).
    UpToRound(RoundNo),
    /// Without the games against these defeated opponents (1.4.1f).
    WithoutWins(Vec<PlayerId>),
    /// Up to a round and without some defeated opponents (1.4.1e and f).
    UpToRoundWithoutWins(RoundNo, Vec<PlayerId>),
    /// Eight games in a nine-round event, the ninth round a forfeit win or the
    /// pairing-allocated bye (1.4.1c): counts as a nine-game norm, once per application.
    EightOfNine,
    /// A last-round game won by forfeit counted as a loss (1.4.2c).
    LastRoundForfeit,
}

impl Route {
    /// The route in words, with its article.
    #[must_use]
    pub fn describe(&self) -> String {
        let names = |ids: &[PlayerId]| {
            ids.iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        match self {
            Route::AllGames => "all games played".into(),
            Route::UpToRound(r) => format!("games up to round {r} (B.01 1.4.1e)"),
            Route::WithoutWins(ids) => {
                format!("without the wins against {} (B.01 1.4.1f)", names(ids))
            }
            Route::UpToRoundWithoutWins(r, ids) => format!(
                "games up to round {r} without the wins against {} (B.01 1.4.1e, f)",
                names(ids)
            ),
            Route::EightOfNine => {
                "8 games of 9 rounds, counting as 9 (B.01 1.4.1c; once per application)".into()
            }
            Route::LastRoundForfeit => {
                "the last round's forfeit win counted as a loss (B.01 1.4.2c)".into()
            }
        }
    }
}

/// The check of one title for one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NormCheck {
    /// The player.
    pub player: PlayerId,
    /// The title.
    pub title: NormTitle,
    /// True when every criterion is met.
    pub achieved: bool,
    /// True when the player already holds this title or one that makes it pointless.
    pub held: bool,
    /// The criteria, in the order of the regulations.
    pub checks: Vec<Check>,
    /// The games the check rests on.
    pub games: Vec<NormGame>,
    /// Which games those are.
    pub route: Route,
    /// The score in half points over those games.
    pub score_halves: i64,
    /// The average rating of the opponents (1.4.7), when there are any.
    pub average: Option<i64>,
    /// The performance (1.4.8), when there are opponents.
    pub performance: Option<i64>,
    /// The opponent raised to the floor, with their rating before (1.4.6c).
    pub raised: Option<(PlayerId, u16)>,
    /// The number of games the norm counts as: its games, one more for each full point
    /// above the score needed (1.4.1d), nine for 1.4.1b's World Cup and 1.4.1c, at most 13
    /// (1.7). Zero when no norm is achieved.
    pub counts_as: u32,
    /// Notes the arbiter should read (rounds not counted and why, exemptions).
    pub notes: Vec<String>,
}

impl NormCheck {
    /// Every reason the norm is missed, in the order of the criteria.
    #[must_use]
    pub fn reasons(&self) -> Vec<String> {
        self.checks.iter().filter_map(Check::reason).collect()
    }
}

/// Every norm check of one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerNorms {
    /// The player.
    pub player: PlayerId,
    /// One check per title the player may gain: GM and IM for everyone, WGM and WIM for
    /// women (B.01 0.3).
    pub checks: Vec<NormCheck>,
}

/// The norm checks of every player of `t`, in start order.
#[must_use]
pub fn norms(t: &Tournament, opts: &NormOptions) -> Vec<PlayerNorms> {
    let exempt_swiss = large_swiss(t, opts);
    t.player_ids()
        .map(|id| PlayerNorms {
            player: id,
            checks: titles_for(t, id)
                .into_iter()
                .map(|title| check_with(t, id, title, opts, exempt_swiss))
                .collect(),
        })
        .collect()
}

/// The titles a player may gain by norms: WGM and WIM only for players recorded as women.
#[must_use]
pub fn titles_for(t: &Tournament, id: PlayerId) -> Vec<NormTitle> {
    let woman = t.player(id).is_some_and(|p| p.sex == Some(Sex::Female));
    NormTitle::ALL
        .into_iter()
        .filter(|n| woman || !n.women_only())
        .collect()
}

/// The check of one title for one player.
#[must_use]
pub fn check(t: &Tournament, player: PlayerId, title: NormTitle, opts: &NormOptions) -> NormCheck {
    check_with(t, player, title, opts, large_swiss(t, opts))
}

/// A round of the player that is not a counted game, and why.
enum Missed {
    ForfeitWin(PlayerId),
    ForfeitLoss,
    PairingBye,
    OtherBye,
    Absent,
    ShortGame,
    Pending,
    Excluded(PlayerId),
}

fn check_with(
    t: &Tournament,
    player: PlayerId,
    title: NormTitle,
    opts: &NormOptions,
    exempt_swiss: bool,
) -> NormCheck {
    let (games, missed) = counted_games(t, player, opts);
    let mut notes = Vec::new();
    for (round, m) in &missed {
        let text = match m {
            Missed::ForfeitWin(_) => "won by forfeit: not counted (B.01 1.4.2c)".to_string(),
            Missed::ForfeitLoss => "lost by forfeit: not counted (B.01 1.4.2c)".into(),
            Missed::PairingBye => "pairing-allocated bye: not counted".into(),
            Missed::OtherBye => "bye: not counted".into(),
            Missed::Absent => "not played".into(),
            Missed::ShortGame => {
                "game of less than one move: not played over the board (B.01 1.4.2c)".into()
            }
            Missed::Pending => "result not entered yet".into(),
            Missed::Excluded(o) => format!(
                "against {o}, unrated and without a point against rated opponents (B.01 1.4.2b)"
            ),
        };
        notes.push(format!("round {round}: {text}"));
    }
    let held = NormTitle::held_by(title, t.player(player).and_then(|p| p.title.as_ref()));
    let exemption = exemption(t, player, opts, exempt_swiss);
    let ctx = Ctx {
        t,
        player,
        title,
        opts,
        exemption,
        all_games: &games,
    };
    let mut best = ctx.evaluate(&games, Route::AllGames, min_games(t, opts));
    if !best.achieved
        && let Some(better) = ctx.alternatives(&games, &missed)
    {
        best = better;
    }
    best.held = held;
    if let Some(e) = exemption {
        notes.push(format!(
            "federation requirements exempt ({}); at least one norm of a title application must meet them (B.01 1.4.3e)",
            e.article()
        ));
    }
    best.notes.splice(0..0, notes);
    best
}

/// Why nobody can make a title norm in the event, whatever they score: it has fewer
/// rounds than the least number of games a norm counts (B.01 1.4.1a: nine; 1.4.1b: seven
/// in a team championship of seven to nine rounds, eight in the World Cup). `None` when a
/// norm is possible.
#[must_use]
pub fn no_norm_possible(t: &Tournament, opts: &NormOptions) -> Option<String> {
    let planned = t.planned_rounds.map_or(0, usize::from);
    let rounds = planned.max(t.rounds_paired());
    let needed = min_games(t, opts);
    let article = if needed == 9 { "1.4.1a" } else { "1.4.1b" };
    (rounds < needed as usize).then(|| {
        format!(
            "no title norm is possible: a norm needs at least {needed} games (FIDE B.01 {article}) and the event has {rounds} round{}",
            if rounds == 1 { "" } else { "s" }
        )
    })
}

/// The least number of games (1.4.1a–b).
fn min_games(t: &Tournament, opts: &NormOptions) -> u32 {
    match opts.event {
        NormEvent::TeamChampionship if matches!(t.planned_rounds, Some(7..=9)) => 7,
        NormEvent::WorldCup => 8,
        _ => 9,
    }
}

/// The player's games played over the board against opponents that count (1.4.2), and
/// every other round with what it was.
fn counted_games(
    t: &Tournament,
    player: PlayerId,
    opts: &NormOptions,
) -> (Vec<NormGame>, Vec<(RoundNo, Missed)>) {
    let mut games = Vec::new();
    let mut missed = Vec::new();
    for r in 0..t.rounds_paired() {
        let round = RoundNo::from_index(r);
        match t.entry(player, round) {
            Entry::Game {
                opponent,
                result: Some(res),
                ..
            } => match res.decision {
                Decision::Played => {
                    if opts.predetermined && scoreless_unrated(t, opponent) {
                        missed.push((round, Missed::Excluded(opponent)));
                        continue;
                    }
                    let opp = t.player(opponent);
                    games.push(NormGame {
                        round,
                        opponent,
                        rating: opp.and_then(|p| p.rating).map(|r| r.0),
                        norm_rating: 0,
                        title: opp.and_then(|p| p.title.clone()),
                        federation: opp.and_then(|p| p.federation.clone()),
                        result_halves: res.outcome.halves(),
                        counted_as_loss: false,
                    });
                }
                Decision::Forfeit if res.outcome == Outcome::Win => {
                    missed.push((round, Missed::ForfeitWin(opponent)));
                }
                Decision::Forfeit => missed.push((round, Missed::ForfeitLoss)),
                Decision::NotRated => missed.push((round, Missed::ShortGame)),
            },
            Entry::Game { result: None, .. } => missed.push((round, Missed::Pending)),
            Entry::Bye(ByeKind::PairingAllocated) => missed.push((round, Missed::PairingBye)),
            Entry::Bye(_) => missed.push((round, Missed::OtherBye)),
            Entry::Absent => missed.push((round, Missed::Absent)),
        }
    }
    (games, missed)
}

/// 1.4.2b: an unrated player who scored nothing against rated opponents (in a round robin).
fn scoreless_unrated(t: &Tournament, id: PlayerId) -> bool {
    if t.player(id).is_none_or(|p| p.rating.is_some()) {
        return false;
    }
    let mut scored = false;
    for r in 0..t.rounds_paired() {
        if let Entry::Game {
            opponent,
            result: Some(res),
            ..
        } = t.entry(id, RoundNo::from_index(r))
        {
            let rated = t.player(opponent).is_some_and(|p| p.rating.is_some());
            if rated && res.decision == Decision::Played && res.outcome != Outcome::Loss {
                scored = true;
            }
        }
    }
    !scored
}

/// The federation code that counts for the mix rules: FID (players without a federation)
/// is none (1.4.2a), nor is an empty one.
fn federation(f: Option<&str>) -> Option<String> {
    let f = f?.trim().to_ascii_uppercase();
    (!f.is_empty() && f != "FID").then_some(f)
}

/// The exemption a player has from the federation mix, if any.
fn exemption(
    t: &Tournament,
    player: PlayerId,
    opts: &NormOptions,
    exempt_swiss: bool,
) -> Option<Exemption> {
    let own = federation(t.player(player).and_then(|p| p.federation.as_deref()));
    let host = federation(t.info.federation.as_deref());
    let home = own.is_some() && own == host;
    match opts.event {
        NormEvent::NationalChampionship if home => Some(Exemption::NationalChampionship),
        NormEvent::NationalTeamChampionship if home => Some(Exemption::NationalTeamChampionship),
        NormEvent::Zonal => Some(Exemption::Zonal),
        _ => exempt_swiss.then_some(Exemption::LargeSwiss),
    }
}

/// 1.4.3d: a Swiss event with, in every round, at least 20 FIDE-rated players not from the
/// host federation, from at least 3 federations, at least 10 of them GM, IM, WGM or WIM;
/// a player counts when they miss at most one round (a pairing-allocated bye is no miss).
/// Needs the host federation (TRF 032); judged on the rounds paired so far.
fn large_swiss(t: &Tournament, opts: &NormOptions) -> bool {
    if opts.predetermined || t.rounds_paired() == 0 {
        return false;
    }
    let Some(host) = federation(t.info.federation.as_deref()) else {
        return false;
    };
    let mut feds = BTreeSet::new();
    let (mut count, mut titled) = (0u32, 0u32);
    for (id, p) in t.players() {
        let Some(fed) = federation(p.federation.as_deref()) else {
            continue;
        };
        if fed == host || p.rating.is_none() {
            continue;
        }
        let misses = (0..t.rounds_paired())
            .filter(|&r| {
                let e = t.entry(id, RoundNo::from_index(r));
                !e.is_played_game() && e != Entry::Bye(ByeKind::PairingAllocated)
            })
            .count();
        if misses > 1 {
            continue;
        }
        count += 1;
        feds.insert(fed);
        if p.title
            .as_ref()
            .is_some_and(|t| NormTitle::WIM.counted_by(t))
        {
            titled += 1;
        }
    }
    count >= 20 && feds.len() >= 3 && titled >= 10
}

/// Titles that count as titles for 1.4.5a: every FIDE title but CM and WCM.
fn is_titled(title: Option<&Title>) -> bool {
    matches!(
        title,
        Some(Title::GM | Title::IM | Title::WGM | Title::WIM | Title::FM | Title::WFM)
    )
}

/// `n` divided by `d`, rounded up (1.4.4: minimum numbers of opponents round up).
fn ceil_div(n: u32, d: u32) -> u32 {
    n.div_ceil(d)
}

struct Ctx<'a> {
    t: &'a Tournament,
    player: PlayerId,
    title: NormTitle,
    opts: &'a NormOptions,
    exemption: Option<Exemption>,
    /// Every counted game: the opponents' mix of a round robin is judged on them (1.4.1f).
    all_games: &'a [NormGame],
}

impl Ctx<'_> {
    /// Checks one set of games.
    fn evaluate(&self, games: &[NormGame], route: Route, required_games: u32) -> NormCheck {
        let mut games = games.to_vec();
        let n = u32::try_from(games.len()).unwrap_or(u32::MAX);
        // 1.4.6: unrated opponents count as 1400; the lowest opponent below the floor is
        // raised to it, and only one.
        for g in &mut games {
            g.norm_rating = g.rating.unwrap_or(1400);
        }
        let floor = self.title.rating_floor();
        let mut raised = None;
        if let Some(low) = games
            .iter_mut()
            .filter(|g| g.norm_rating < floor)
            .min_by_key(|g| (g.norm_rating, g.round))
        {
            raised = Some((low.opponent, low.norm_rating));
            low.norm_rating = floor;
        }
        let ratings: Vec<u16> = games.iter().map(|g| g.norm_rating).collect();
        let score_halves: i64 = games.iter().map(|g| i64::from(g.result_halves)).sum();
        let average = rating::average_rating(&ratings);
        let performance = rating::performance_rating(score_halves, &ratings);
        let percent = if n == 0 {
            0
        } else {
            div_round_half_up(score_halves * 50, i64::from(n))
        };

        // The mix of opponents: in a round robin, that of the whole event (1.4.1f).
        let mix: &[NormGame] = if self.opts.predetermined {
            self.all_games
        } else {
            &games
        };
        let m = u32::try_from(mix.len()).unwrap_or(u32::MAX);
        let titled = count(mix, |g| is_titled(g.title.as_ref()));
        let holders = count(mix, |g| {
            g.title.as_ref().is_some_and(|t| self.title.counted_by(t))
        });
        let own = federation(
            self.t
                .player(self.player)
                .and_then(|p| p.federation.as_deref()),
        );
        let own_name = own.clone().unwrap_or_else(|| "?".into());
        let mut by_fed: BTreeMap<String, u32> = BTreeMap::new();
        for g in mix {
            if let Some(f) = federation(g.federation.as_deref()) {
                *by_fed.entry(f).or_default() += 1;
            }
        }
        let foreign = u32::try_from(by_fed.keys().filter(|f| own.as_ref() != Some(*f)).count())
            .unwrap_or(u32::MAX);
        let own_count = own
            .as_ref()
            .and_then(|o| by_fed.get(o))
            .copied()
            .unwrap_or(0);
        let (top_fed, top_count) = by_fed
            .iter()
            .max_by_key(|(f, c)| (**c, std::cmp::Reverse((*f).clone())))
            .map_or((String::from("-"), 0), |(f, c)| (f.clone(), *c));

        let checks = vec![
            Check::Games {
                counted: n,
                required: required_games,
            },
            Check::Score {
                halves: score_halves,
                percent,
            },
            Check::TitledOpponents {
                count: titled,
                required: ceil_div(m, 2),
            },
            Check::TitleHolders {
                title: self.title,
                count: holders,
                required: ceil_div(m, 3).max(3),
            },
            Check::ForeignFederations {
                own: own_name.clone(),
                count: foreign,
                exempt: self.exemption,
            },
            Check::OwnFederation {
                own: own_name,
                count: own_count,
                max: 3 * m / 5,
                exempt: self.exemption,
            },
            Check::OneFederation {
                federation: top_fed,
                count: top_count,
                max: 2 * m / 3,
                exempt: self.exemption,
            },
            Check::AverageRating {
                value: average.unwrap_or(0),
                min: self.title.min_average(),
            },
            Check::Performance {
                value: performance.unwrap_or(0),
                min: self.title.min_performance(),
            },
        ];
        let achieved = n > 0 && checks.iter().all(Check::met);
        let counts_as = if achieved {
            self.counts_as(n, score_halves, average.unwrap_or(0), &route)
        } else {
            0
        };
        NormCheck {
            player: self.player,
            title: self.title,
            achieved,
            held: false,
            checks,
            games,
            route,
            score_halves,
            average,
            performance,
            raised,
            counts_as,
            notes: Vec::new(),
        }
    }

    /// 1.4.1d: each full point above the least score that gives the performance counts as
    /// one more game; 1.4.1b (World Cup) and 1.4.1c norms count as nine; 1.7: at most 13.
    fn counts_as(&self, n: u32, score_halves: i64, average: i64, route: &Route) -> u32 {
        let n64 = i64::from(n);
        let needed = (0..=2 * n64).find(|&h| {
            let p = div_round_half_up(h * 50, n64);
            p >= 35 && average + rating::dp(p) >= self.title.min_performance()
        });
        let extra = needed.map_or(0, |h| u32::try_from((score_halves - h) / 2).unwrap_or(0));
        let base = if *route == Route::EightOfNine || self.opts.event == NormEvent::WorldCup {
            n.max(9)
        } else {
            n
        };
        (base + extra).min(13)
    }

    /// The other ways the regulations allow to count the games, the best that achieves
    /// the norm: most games counted, then the longest run of rounds.
    fn alternatives(&self, games: &[NormGame], missed: &[(RoundNo, Missed)]) -> Option<NormCheck> {
        let required = min_games(self.t, self.opts);
        let mut found: Vec<NormCheck> = Vec::new();
        let mut consider = |c: NormCheck| {
            if c.achieved {
                found.push(c);
            }
        };
        // 1.4.1c: a nine-round event, eight games, the ninth round a forfeit win or the
        // pairing-allocated bye.
        let nine = self.t.planned_rounds == Some(9) || self.t.rounds_paired() == 9;
        let gap = missed
            .iter()
            .filter(|(_, m)| matches!(m, Missed::ForfeitWin(_) | Missed::PairingBye))
            .count();
        if nine && games.len() == 8 && missed.len() == 1 && gap == 1 {
            consider(self.evaluate(games, Route::EightOfNine, 8));
        }
        // 1.4.2c (as the regulation's summary reads): a last-round forfeit win when the
        // game was needed for the number of games, counted as a loss.
        let last = self
            .t
            .rounds_paired()
            .checked_sub(1)
            .map(RoundNo::from_index);
        if let Some((round, Missed::ForfeitWin(opp))) = missed.last()
            && Some(*round) == last
            && games.len() < required as usize
        {
            let o = self.t.player(*opp);
            let mut with = games.to_vec();
            with.push(NormGame {
                round: *round,
                opponent: *opp,
                rating: o.and_then(|p| p.rating).map(|r| r.0),
                norm_rating: 0,
                title: o.and_then(|p| p.title.clone()),
                federation: o.and_then(|p| p.federation.clone()),
                result_halves: 0,
                counted_as_loss: true,
            });
            consider(self.evaluate(&with, Route::LastRoundForfeit, required));
        }
        // Dropping games never adds opponents of the title, so a player without three of
        // them (or without the foreign federations) cannot get there by 1.4.1e–f.
        let full = self.evaluate(games, Route::AllGames, required);
        let hopeless = full.checks.iter().any(|c| match c {
            Check::TitleHolders { count, .. } => *count < 3,
            Check::ForeignFederations {
                count,
                exempt: None,
                ..
            } => *count < 2,
            Check::Games { counted, required } => counted < required,
            _ => false,
        });
        if !hopeless {
            // 1.4.1e: in a Swiss, the later rounds may be ignored.
            let cuts: Vec<usize> = if self.opts.predetermined {
                vec![games.len()]
            } else {
                (required as usize..=games.len()).rev().collect()
            };
            for cut in cuts {
                let prefix = &games[..cut];
                let up_to = (cut < games.len())
                    .then(|| prefix.last().map(|g| g.round))
                    .flatten();
                // 1.4.1f: wins may be ignored, those against the lowest-rated first.
                let mut wins: Vec<&NormGame> =
                    prefix.iter().filter(|g| g.result_halves == 2).collect();
                wins.sort_by_key(|g| (g.rating.unwrap_or(1400), g.round));
                for subset in drop_sets(wins.len()) {
                    if prefix.len() - subset.len() < required as usize {
                        continue;
                    }
                    let dropped: Vec<&NormGame> = subset
                        .iter()
                        .filter_map(|&i| wins.get(i).copied())
                        .collect();
                    if dropped.is_empty() && up_to.is_none() {
                        continue;
                    }
                    let rounds: BTreeSet<RoundNo> = dropped.iter().map(|g| g.round).collect();
                    let ids: Vec<PlayerId> = dropped.iter().map(|g| g.opponent).collect();
                    let kept: Vec<NormGame> = prefix
                        .iter()
                        .filter(|g| !rounds.contains(&g.round))
                        .cloned()
                        .collect();
                    let route = match (up_to, ids.is_empty()) {
                        (Some(r), true) => Route::UpToRound(r),
                        (Some(r), false) => Route::UpToRoundWithoutWins(r, ids),
                        (None, _) => Route::WithoutWins(ids),
                    };
                    consider(self.evaluate(&kept, route, required));
                }
            }
        }
        found.into_iter().max_by_key(|c| {
            (
                c.counts_as,
                c.games.len(),
                std::cmp::Reverse(matches!(
                    c.route,
                    Route::LastRoundForfeit | Route::EightOfNine
                )),
            )
        })
    }
}

/// The sets of won games to try dropping, as indices into the wins sorted by rating: every
/// subset when there are at most eight wins, else the k lowest for each k.
fn drop_sets(wins: usize) -> Vec<Vec<usize>> {
    if wins <= 8 {
        (0u32..(1 << wins))
            .map(|mask| (0..wins).filter(|i| mask & (1 << i) != 0).collect())
            .collect()
    } else {
        (0..=wins).map(|k| (0..k).collect()).collect()
    }
}

fn count(games: &[NormGame], f: impl Fn(&NormGame) -> bool) -> u32 {
    u32::try_from(games.iter().filter(|g| f(g)).count()).unwrap_or(u32::MAX)
}
