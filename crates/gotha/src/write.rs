//! A Go tournament written as an OpenGotha file (data version 201, the layout OpenGotha
//! 3.52 writes), for OpenGotha and for [`crate::validate`]: every fact the model holds —
//! players, games, byes, scoring, placement, categories, handicap and pairing parameters,
//! club groups, the event's name, place, dates and time control — comes back the same.

use crate::raw::{Element, RawDocument};
use crate::validate::result_to_gotha;
use arbiter_core::{GoDrawMode, GoHandicapBase, GoRank, GoSeeding, GoTimeSystem, GoTournament};

/// OpenGotha's rank notation (`5K`, `2D`), as its files and reports write ranks.
pub(crate) fn rank(r: GoRank) -> String {
    let v = r.value();
    if v >= 0 {
        format!("{}D", v + 1)
    } else {
        format!("{}K", -v)
    }
}

fn element(name: &str, attributes: &[(&str, String)]) -> Element {
    let mut e = Element::new(name);
    for (k, v) in attributes {
        e.set(k, v.clone());
    }
    e
}

fn seeding(s: GoSeeding) -> String {
    match s {
        GoSeeding::SplitAndRandom => "SPLITANDRANDOM",
        GoSeeding::SplitAndFold => "SPLITANDFOLD",
        GoSeeding::SplitAndSlip => "SPLITANDSLIP",
    }
    .to_string()
}

fn mode(m: GoDrawMode) -> String {
    match m {
        GoDrawMode::Top => "TOP",
        GoDrawMode::Middle => "MID",
        GoDrawMode::Bottom => "BOT",
    }
    .to_string()
}

/// The OpenGotha document of `t`; [`crate::raw::write`] gives its text.
#[must_use]
#[allow(clippy::too_many_lines)]
pub fn to_document(t: &GoTournament) -> RawDocument {
    let mut root = element(
        "Tournament",
        &[
            ("dataVersion", "201".into()),
            ("fullVersionNumber", "3.52.03".into()),
            ("runningMode", "SAL".into()),
        ],
    );
    let mut players = Element::new("Players");
    for p in &t.players {
        let participating: String = p
            .participating
            .iter()
            .map(|&b| if b { '1' } else { '0' })
            .collect();
        players.children.push(element(
            "Player",
            &[
                ("agaExpirationDate", p.ids.aga_expiration.clone()),
                ("agaId", p.ids.aga_id.clone()),
                ("club", p.club.clone()),
                ("country", p.country.clone()),
                ("egfPin", p.ids.egf_pin.clone()),
                ("ffgLicence", p.ids.ffg_licence.clone()),
                ("ffgLicenceStatus", p.ids.ffg_licence_status.clone()),
                ("firstName", p.first_name.clone()),
                ("grade", p.ids.grade.clone()),
                ("name", p.name.clone()),
                ("participating", participating),
                ("rank", rank(p.rank)),
                ("rating", p.rating.to_string()),
                ("ratingOrigin", p.ids.rating_origin.clone()),
                (
                    "registeringStatus",
                    if p.registered { "FIN" } else { "PRE" }.into(),
                ),
                ("smmsCorrection", p.smms_correction.to_string()),
                ("userName", p.ids.user_name.clone()),
            ],
        ));
    }
    root.children.push(players);
    let mut games = Element::new("Games");
    for g in &t.games {
        games.children.push(element(
            "Game",
            &[
                ("blackPlayer", t.players[g.black].key.clone()),
                ("handicap", g.handicap.to_string()),
                ("knownColor", g.known_colour.to_string()),
                ("result", result_to_gotha(g.result)),
                ("roundNumber", g.round.to_string()),
                ("tableNumber", g.table.to_string()),
                ("whitePlayer", t.players[g.white].key.clone()),
            ],
        ));
    }
    root.children.push(games);
    if !t.byes.is_empty() {
        let mut byes = Element::new("ByePlayers");
        for &(round, p) in &t.byes {
            byes.children.push(element(
                "ByePlayer",
                &[
                    ("player", t.players[p].key.clone()),
                    ("roundNumber", round.to_string()),
                ],
            ));
        }
        root.children.push(byes);
    }

    let i = &t.info;
    let s = &t.scoring;
    let (system, std_byo, can_byo, can_moves, fischer) = match i.time_system {
        GoTimeSystem::SuddenDeath => ("SUDDENDEATH", 0, 0, 0, 0),
        GoTimeSystem::StandardByoYomi { seconds } => ("STDBYOYOMI", seconds, 0, 0, 0),
        GoTimeSystem::CanadianByoYomi { seconds, moves } => ("CANBYOYOMI", 0, seconds, moves, 0),
        GoTimeSystem::Fischer { seconds } => ("FISCHER", 0, 0, 0, seconds),
    };
    let mut general = element(
        "GeneralParameterSet",
        &[
            ("bInternetGame", i.internet.to_string()),
            ("basicTime", i.basic_minutes.to_string()),
            ("beginDate", i.begin_date.clone()),
            ("canByoYomiTime", can_byo.to_string()),
            ("complementaryTimeSystem", system.into()),
            ("director", i.director.clone()),
            ("endDate", i.end_date.clone()),
            ("fischerTime", fischer.to_string()),
            (
                "genCountNotPlayedGamesAsHalfPoint",
                s.unplayed_as_half.to_string(),
            ),
            ("genMMBar", rank(s.bar)),
            ("genMMFloor", rank(s.floor)),
            ("genMMS2ValueAbsent", s.mms2_absent.to_string()),
            ("genMMS2ValueBye", s.mms2_bye.to_string()),
            ("genMMZero", rank(s.zero)),
            ("genNBW2ValueAbsent", s.nbw2_absent.to_string()),
            ("genNBW2ValueBye", s.nbw2_bye.to_string()),
            ("genRoundDownNBWMMS", s.round_down.to_string()),
            ("komi", i.komi.clone()),
            ("location", i.location.clone()),
            ("name", i.name.clone()),
            ("nbMovesCanTime", can_moves.to_string()),
            ("numberOfCategories", (t.categories.len() + 1).to_string()),
            ("numberOfRounds", t.rounds.to_string()),
            ("shortName", i.short_name.clone()),
            ("size", i.size.clone()),
            ("stdByoYomiTime", std_byo.to_string()),
        ],
    );
    if !t.categories.is_empty() {
        let mut cats = Element::new("Categories");
        for (k, &limit) in t.categories.iter().enumerate() {
            cats.children.push(element(
                "Category",
                &[("lowerLimit", rank(limit)), ("number", (k + 1).to_string())],
            ));
        }
        general.children.push(cats);
    }
    let h = &t.handicap;
    let base = match h.base {
        GoHandicapBase::McMahon => "MMS",
        GoHandicapBase::Rank => "RANK",
        GoHandicapBase::Breizh => "BZS",
    };
    let handicap = element(
        "HandicapParameterSet",
        &[
            ("hdBase", base.into()),
            (
                "hdBasedOnMMS",
                (h.base == GoHandicapBase::McMahon).to_string(),
            ),
            ("hdCeiling", h.ceiling.to_string()),
            ("hdCorrection", h.correction.to_string()),
            ("hdNoHdRankThreshold", rank(h.no_handicap_threshold)),
        ],
    );
    let mut criteria = Element::new("PlacementCriteria");
    for k in 0..t.placement.len().max(6) {
        criteria.children.push(element(
            "PlacementCriterion",
            &[
                (
                    "name",
                    t.placement.get(k).cloned().unwrap_or_else(|| "NULL".into()),
                ),
                ("number", (k + 1).to_string()),
            ],
        ));
    }
    let mut placement = Element::new("PlacementParameterSet");
    placement.children.push(criteria);
    let p = &t.pairing;
    let criterion = |c: &Option<String>| c.clone().unwrap_or_else(|| "NULL".into());
    let pairing = element(
        "PairingParameterSet",
        &[
            ("paiBaAvoidDuplGame", p.avoid_duplicate.to_string()),
            ("paiBaBalanceWB", p.balance_colours.to_string()),
            ("paiBaDeterministic", p.deterministic.to_string()),
            ("paiBaRandom", p.random.to_string()),
            (
                "paiMaAdditionalPlacementCritSystem1",
                criterion(&p.seeding_criterion[0]),
            ),
            (
                "paiMaAdditionalPlacementCritSystem2",
                criterion(&p.seeding_criterion[1]),
            ),
            (
                "paiMaAvoidMixingCategories",
                p.avoid_mixing_categories.to_string(),
            ),
            ("paiMaCompensateDUDD", p.compensate_draws.to_string()),
            ("paiMaDUDDLowerMode", mode(p.draw_lower)),
            ("paiMaDUDDUpperMode", mode(p.draw_upper)),
            ("paiMaDUDDWeight", p.draw_weight.to_string()),
            (
                "paiMaLastRoundForSeedSystem1",
                p.last_round_first_seeding.to_string(),
            ),
            ("paiMaMaximizeSeeding", p.maximize_seeding.to_string()),
            (
                "paiMaMinimizeScoreDifference",
                p.minimize_score_difference.to_string(),
            ),
            ("paiMaSeedSystem1", seeding(p.seeding[0])),
            ("paiMaSeedSystem2", seeding(p.seeding[1])),
            ("paiSeAvoidSameGeo", p.avoid_same_geography.to_string()),
            ("paiSeBarThresholdActive", p.bar_threshold.to_string()),
            ("paiSeDefSecCrit", "100000000000".into()),
            ("paiSeMinimizeHandicap", p.minimize_handicap.to_string()),
            ("paiSeNbWinsThresholdActive", p.wins_threshold.to_string()),
            (
                "paiSePreferMMSDiffRatherThanSameClub",
                p.club_factor.to_string(),
            ),
            (
                "paiSePreferMMSDiffRatherThanSameCountry",
                p.country_factor.to_string(),
            ),
            ("paiSeRankThreshold", rank(p.rank_threshold)),
            // Java prints a double with its shortest exact form, as Rust does.
            ("paiStandardNX1Factor", format!("{:?}", p.concavity.0)),
        ],
    );
    let mut parameters = Element::new("TournamentParameterSet");
    parameters
        .children
        .extend([general, handicap, placement, pairing]);
    root.children.push(parameters);
    if !t.club_groups.is_empty() {
        let mut groups = Element::new("ClubsGroups");
        for (name, clubs) in &t.club_groups {
            let mut g = element("ClubsGroup", &[("name", name.clone())]);
            for c in clubs {
                g.children.push(element("Club", &[("name", c.clone())]));
            }
            groups.children.push(g);
        }
        root.children.push(groups);
    }
    // Team section (see `crate::teams`).
    crate::teams::insert(&mut root, t);
    RawDocument {
        declaration: Some(r#"xml version="1.0" encoding="UTF-8" standalone="no""#.into()),
        root,
    }
}
