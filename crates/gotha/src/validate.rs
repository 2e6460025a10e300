//! The validated layer: an OpenGotha file as a Go tournament, every cross-element fact
//! checked (games and byes name listed players, a player sits once per round and only in
//! rounds they take part in, rounds within the number of rounds), every error with its
//! position.

use crate::error::{Diagnostic, ErrorKind, GothaError, Warning, WarningKind};
use crate::raw::{Element, RawDocument};
use arbiter_core::{
    GoConcavity, GoDrawMode, GoEventInfo, GoGame, GoHandicapBase, GoHandicapRules, GoOutcome,
    GoPairingRules, GoPlayer, GoPlayerIds, GoRank, GoResult, GoScoring, GoSeeding, GoTimeSystem,
    GoTournament,
};
use std::collections::HashMap;

/// Reads OpenGotha's result names (`RESULT_WHITEWINS`, `RESULT_EQUAL_BYDEF`, ...).
#[must_use]
pub fn result_from_gotha(s: &str) -> Option<GoResult> {
    let (base, by_default) = match s.strip_suffix("_BYDEF") {
        Some(b) => (b, true),
        None => (s, false),
    };
    let outcome = match base {
        "RESULT_UNKNOWN" => GoOutcome::Unknown,
        "RESULT_WHITEWINS" => GoOutcome::WhiteWins,
        "RESULT_BLACKWINS" => GoOutcome::BlackWins,
        "RESULT_EQUAL" => GoOutcome::Jigo,
        "RESULT_BOTHLOSE" => GoOutcome::BothLose,
        "RESULT_BOTHWIN" => GoOutcome::BothWin,
        _ => return None,
    };
    if outcome == GoOutcome::Unknown && by_default {
        return None;
    }
    Some(GoResult {
        outcome,
        by_default,
    })
}

/// OpenGotha's name of a result.
#[must_use]
pub fn result_to_gotha(r: GoResult) -> String {
    let base = match r.outcome {
        GoOutcome::Unknown => "RESULT_UNKNOWN",
        GoOutcome::WhiteWins => "RESULT_WHITEWINS",
        GoOutcome::BlackWins => "RESULT_BLACKWINS",
        GoOutcome::Jigo => "RESULT_EQUAL",
        GoOutcome::BothLose => "RESULT_BOTHLOSE",
        GoOutcome::BothWin => "RESULT_BOTHWIN",
    };
    if r.by_default {
        format!("{base}_BYDEF")
    } else {
        base.to_string()
    }
}

/// OpenGotha's player key: name and first name with the spaces removed, upper-cased (as
/// Java's locale-independent `toUpperCase` does: `ß` becomes `SS`).
#[must_use]
pub fn player_key(name: &str, first_name: &str) -> String {
    arbiter_core::go_player_key(name, first_name)
}

/// The most rounds an OpenGotha tournament has (`Gotha.MAX_NUMBER_OF_ROUNDS`).
const GO_MAX_ROUNDS: u16 = 20;

/// OpenGotha writes ranks as `30K`..`1K`, `1D`..`9D`.
fn rank(s: &str) -> Option<GoRank> {
    s.parse::<GoRank>()
        .ok()
        .filter(|r| !matches!(r, GoRank::Pro(_)))
}

struct Checker {
    errors: Vec<Diagnostic>,
    warnings: Vec<Warning>,
}

impl Checker {
    fn warn(&mut self, e: &Element, kind: WarningKind) {
        self.warnings.push(Warning {
            line: e.line,
            column: e.column,
            kind,
        });
    }

    fn error(&mut self, e: &Element, kind: ErrorKind) {
        self.errors.push(Diagnostic {
            line: e.line,
            column: e.column,
            kind,
        });
    }

    fn bad(&mut self, e: &Element, attribute: &str, expected: &'static str) {
        let found = e.attr(attribute).unwrap_or_default().to_string();
        self.error(
            e,
            ErrorKind::BadAttribute {
                element: e.name.clone(),
                attribute: attribute.to_string(),
                expected,
                found,
            },
        );
    }

    fn required<'a>(&mut self, e: &'a Element, attribute: &'static str) -> Option<&'a str> {
        let v = e.attr(attribute);
        if v.is_none() {
            self.error(
                e,
                ErrorKind::MissingAttribute {
                    element: e.name.clone(),
                    attribute,
                },
            );
        }
        v
    }

    fn number<T: std::str::FromStr>(
        &mut self,
        e: &Element,
        attribute: &'static str,
        expected: &'static str,
    ) -> Option<T> {
        let v = self.required(e, attribute)?;
        match v.trim().parse() {
            Ok(n) => Some(n),
            Err(_) => {
                self.bad(e, attribute, expected);
                None
            }
        }
    }
}

/// The scoring parameters of `GeneralParameterSet`. Missing attributes take the values
/// OpenGotha's importer gives them (not the McMahon defaults of a new tournament): no
/// points for absences and byes, rounding down on.
fn scoring(c: &mut Checker, parameters: &Element) -> GoScoring {
    let d = GoScoring::default();
    let Some(g) = parameters.child("GeneralParameterSet") else {
        return d;
    };
    let mut rank_of = |attr: &'static str, default: GoRank| match g.attr(attr) {
        None => default,
        Some(v) => rank(v).unwrap_or_else(|| {
            c.bad(g, attr, "a rank from 30K to 9D");
            default
        }),
    };
    let bar = rank_of("genMMBar", d.bar);
    let floor = rank_of("genMMFloor", d.floor);
    let zero = rank_of("genMMZero", d.zero);
    let mut half = |attr: &'static str| match g.attr(attr) {
        None => 0,
        Some(_) => c
            .number::<i32>(g, attr, "a whole number of half points")
            .unwrap_or_default(),
    };
    let mms2_absent = half("genMMS2ValueAbsent");
    let mms2_bye = half("genMMS2ValueBye");
    let nbw2_absent = half("genNBW2ValueAbsent");
    let nbw2_bye = half("genNBW2ValueBye");
    let round_down = match g.attr("genRoundDownNBWMMS") {
        None | Some("true") => true,
        Some("false") => false,
        Some(_) => {
            c.bad(g, "genRoundDownNBWMMS", "true or false");
            true
        }
    };
    let unplayed_as_half = match g.attr("genCountNotPlayedGamesAsHalfPoint") {
        None | Some("false") => false,
        Some("true") => true,
        Some(_) => {
            c.bad(g, "genCountNotPlayedGamesAsHalfPoint", "true or false");
            false
        }
    };
    GoScoring {
        bar,
        floor,
        zero,
        mms2_absent,
        mms2_bye,
        nbw2_absent,
        nbw2_bye,
        round_down,
        unplayed_as_half,
        super_bar: None,
    }
}

/// A boolean attribute (`true`/`false`), `default` when missing.
fn flag(c: &mut Checker, e: &Element, attr: &'static str, default: bool) -> bool {
    match e.attr(attr) {
        None => default,
        Some("true") => true,
        Some("false") => false,
        Some(_) => {
            c.bad(e, attr, "true or false");
            default
        }
    }
}

/// A numeric attribute, `default` when missing.
fn number_or<T: std::str::FromStr>(
    c: &mut Checker,
    e: &Element,
    attr: &'static str,
    default: T,
    expected: &'static str,
) -> T {
    match e.attr(attr) {
        None => default,
        Some(_) => c.number(e, attr, expected).unwrap_or(default),
    }
}

/// A rank attribute, `default` when missing.
fn rank_or(c: &mut Checker, e: &Element, attr: &'static str, default: GoRank) -> GoRank {
    match e.attr(attr) {
        None => default,
        Some(v) => rank(v).unwrap_or_else(|| {
            c.bad(e, attr, "a rank from 30K to 9D");
            default
        }),
    }
}

/// One of several names, `default` when missing.
fn choice<T: Copy>(
    c: &mut Checker,
    e: &Element,
    attr: &'static str,
    names: &[(&str, T)],
    default: T,
    expected: &'static str,
) -> T {
    match e.attr(attr) {
        None => default,
        Some(v) => names.iter().find(|(n, _)| *n == v.trim()).map_or_else(
            || {
                c.bad(e, attr, expected);
                default
            },
            |&(_, t)| t,
        ),
    }
}

/// `HandicapParameterSet`; missing attributes take the importer's values. `hdBase`
/// (3.52) wins over `hdBasedOnMMS` (3.51) when both are written.
fn handicap_rules(c: &mut Checker, parameters: &Element) -> GoHandicapRules {
    let d = GoHandicapRules::default();
    let Some(h) = parameters.child("HandicapParameterSet") else {
        return d;
    };
    let mut base = if flag(c, h, "hdBasedOnMMS", false) {
        GoHandicapBase::McMahon
    } else {
        d.base
    };
    if h.attr("hdBase").is_some() {
        base = choice(
            c,
            h,
            "hdBase",
            &[
                ("MMS", GoHandicapBase::McMahon),
                ("RANK", GoHandicapBase::Rank),
                ("BZS", GoHandicapBase::Breizh),
            ],
            base,
            "MMS, RANK or BZS",
        );
    }
    GoHandicapRules {
        base,
        no_handicap_threshold: rank_or(c, h, "hdNoHdRankThreshold", d.no_handicap_threshold),
        correction: number_or(c, h, "hdCorrection", d.correction, "a number of stones"),
        ceiling: number_or(c, h, "hdCeiling", d.ceiling, "a number of stones"),
    }
}

/// `PairingParameterSet`; missing attributes take the importer's values.
fn pairing_rules(c: &mut Checker, parameters: &Element) -> GoPairingRules {
    let d = GoPairingRules::default();
    let Some(p) = parameters.child("PairingParameterSet") else {
        return d;
    };
    let weight = "a whole number";
    let seeding = [
        ("SPLITANDRANDOM", GoSeeding::SplitAndRandom),
        ("SPLITANDFOLD", GoSeeding::SplitAndFold),
        ("SPLITANDSLIP", GoSeeding::SplitAndSlip),
    ];
    let seeding_names = "SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP";
    let modes = [
        ("TOP", GoDrawMode::Top),
        ("MID", GoDrawMode::Middle),
        ("BOT", GoDrawMode::Bottom),
    ];
    let criterion = |attr: &str, default: &Option<String>| match p.attr(attr) {
        None => default.clone(),
        Some(v) if v.trim() == "NULL" || v.trim().is_empty() => None,
        Some(v) => Some(v.trim().to_string()),
    };
    let concavity = match p.attr("paiStandardNX1Factor") {
        None => d.concavity,
        Some(v) => match v.trim().parse::<f64>() {
            Ok(x) if x.is_finite() => GoConcavity(x),
            _ => {
                c.bad(p, "paiStandardNX1Factor", "a decimal number");
                d.concavity
            }
        },
    };
    GoPairingRules {
        avoid_duplicate: number_or(c, p, "paiBaAvoidDuplGame", d.avoid_duplicate, weight),
        random: number_or(c, p, "paiBaRandom", d.random, weight),
        deterministic: flag(c, p, "paiBaDeterministic", d.deterministic),
        balance_colours: number_or(c, p, "paiBaBalanceWB", d.balance_colours, weight),
        avoid_mixing_categories: number_or(
            c,
            p,
            "paiMaAvoidMixingCategories",
            d.avoid_mixing_categories,
            weight,
        ),
        minimize_score_difference: number_or(
            c,
            p,
            "paiMaMinimizeScoreDifference",
            d.minimize_score_difference,
            weight,
        ),
        draw_weight: number_or(c, p, "paiMaDUDDWeight", d.draw_weight, weight),
        compensate_draws: flag(c, p, "paiMaCompensateDUDD", d.compensate_draws),
        draw_upper: choice(
            c,
            p,
            "paiMaDUDDUpperMode",
            &modes,
            d.draw_upper,
            "TOP, MID or BOT",
        ),
        draw_lower: choice(
            c,
            p,
            "paiMaDUDDLowerMode",
            &modes,
            d.draw_lower,
            "TOP, MID or BOT",
        ),
        maximize_seeding: number_or(c, p, "paiMaMaximizeSeeding", d.maximize_seeding, weight),
        last_round_first_seeding: number_or(
            c,
            p,
            "paiMaLastRoundForSeedSystem1",
            d.last_round_first_seeding,
            "a round number",
        ),
        seeding: [
            choice(
                c,
                p,
                "paiMaSeedSystem1",
                &seeding,
                d.seeding[0],
                seeding_names,
            ),
            choice(
                c,
                p,
                "paiMaSeedSystem2",
                &seeding,
                d.seeding[1],
                seeding_names,
            ),
        ],
        seeding_criterion: [
            criterion(
                "paiMaAdditionalPlacementCritSystem1",
                &d.seeding_criterion[0],
            ),
            criterion(
                "paiMaAdditionalPlacementCritSystem2",
                &d.seeding_criterion[1],
            ),
        ],
        rank_threshold: rank_or(c, p, "paiSeRankThreshold", d.rank_threshold),
        wins_threshold: flag(c, p, "paiSeNbWinsThresholdActive", d.wins_threshold),
        bar_threshold: flag(c, p, "paiSeBarThresholdActive", d.bar_threshold),
        minimize_handicap: number_or(c, p, "paiSeMinimizeHandicap", d.minimize_handicap, weight),
        avoid_same_geography: number_or(c, p, "paiSeAvoidSameGeo", d.avoid_same_geography, weight),
        country_factor: number_or(
            c,
            p,
            "paiSePreferMMSDiffRatherThanSameCountry",
            d.country_factor,
            weight,
        ),
        club_factor: number_or(
            c,
            p,
            "paiSePreferMMSDiffRatherThanSameClub",
            d.club_factor,
            weight,
        ),
        concavity,
    }
}

/// The event's name, place, dates and time control from `GeneralParameterSet`.
fn event_info(c: &mut Checker, parameters: &Element) -> GoEventInfo {
    let Some(g) = parameters.child("GeneralParameterSet") else {
        return GoEventInfo::default();
    };
    let text = |attr: &str| g.attr(attr).unwrap_or_default().to_string();
    let seconds = |c: &mut Checker, attr: &'static str| -> u32 {
        number_or(c, g, attr, 0, "a whole number of seconds")
    };
    let time_system = match g.attr("complementaryTimeSystem").unwrap_or("SUDDENDEATH") {
        "STDBYOYOMI" => GoTimeSystem::StandardByoYomi {
            seconds: seconds(c, "stdByoYomiTime"),
        },
        "CANBYOYOMI" => GoTimeSystem::CanadianByoYomi {
            seconds: seconds(c, "canByoYomiTime"),
            moves: seconds(c, "nbMovesCanTime"),
        },
        "FISCHER" => GoTimeSystem::Fischer {
            seconds: seconds(c, "fischerTime"),
        },
        "SUDDENDEATH" => GoTimeSystem::SuddenDeath,
        _ => {
            c.bad(
                g,
                "complementaryTimeSystem",
                "SUDDENDEATH, STDBYOYOMI, CANBYOYOMI or FISCHER",
            );
            GoTimeSystem::SuddenDeath
        }
    };
    GoEventInfo {
        name: text("name"),
        short_name: text("shortName"),
        location: text("location"),
        country: String::new(),
        begin_date: text("beginDate"),
        end_date: text("endDate"),
        komi: text("komi"),
        basic_minutes: number_or(c, g, "basicTime", 0, "a whole number of minutes"),
        time_system,
        internet: flag(c, g, "bInternetGame", false),
        director: text("director"),
        size: text("size"),
    }
}

/// `ClubsGroups`: each group's name and clubs.
fn club_groups(root: &Element) -> Vec<(String, Vec<String>)> {
    root.child("ClubsGroups")
        .into_iter()
        .flat_map(|g| g.children_named("ClubsGroup"))
        .map(|g| {
            let clubs = g
                .children_named("Club")
                .filter_map(|c| c.attr("name"))
                .map(str::to_string)
                .collect();
            (g.attr("name").unwrap_or_default().to_string(), clubs)
        })
        .collect()
}

/// A rank as OpenGotha reads a player's (`Player.convertKDPToInt`): a number and `k`, `d`
/// or `p` in either case (a bare number is kyu, another letter too), professional ranks
/// as 7d (1p–3p), 8d (4p–6p) and 9d, and anything beyond 30k–9d brought to the nearer
/// end. `None` when it does not read at all.
fn gotha_rank(s: &str) -> Option<GoRank> {
    let s = s.trim();
    let last = s.chars().last()?;
    let value: i64 = if last.is_ascii_digit() {
        -s.parse::<i64>().ok()?
    } else {
        let n: i64 = s[..s.len() - last.len_utf8()].parse().ok()?;
        match last {
            'd' | 'D' => n - 1,
            'p' | 'P' if n <= 3 => 6,
            'p' | 'P' if n <= 6 => 7,
            'p' | 'P' => 8,
            _ => -n,
        }
    };
    let value = value.clamp(-30, 8);
    Some(if value < 0 {
        GoRank::Kyu(u8::try_from(-value).unwrap_or(30))
    } else {
        GoRank::Dan(u8::try_from(value + 1).unwrap_or(9))
    })
}

/// Every element of that name under `e`, in file order, at any depth: OpenGotha finds the
/// players, games and byes of a file wherever they stand (`getElementsByTagName`).
pub(crate) fn descendants<'a>(e: &'a Element, name: &str) -> Vec<&'a Element> {
    let mut out = Vec::new();
    let mut stack: Vec<&Element> = e.children.iter().rev().collect();
    while let Some(x) = stack.pop() {
        if x.name == name {
            out.push(x);
        }
        stack.extend(x.children.iter().rev());
    }
    out
}

/// Text where OpenGotha reads only elements (some versions wrote the placement criteria
/// as a bracketed list), one warning per element that holds some.
fn passed_over_text(e: &Element, warnings: &mut Vec<Warning>) {
    if !e.text.is_empty() {
        warnings.push(Warning {
            line: e.line,
            column: e.column,
            kind: WarningKind::TextPassedOver {
                element: e.name.clone(),
                text: e.text.chars().take(60).collect(),
            },
        });
    }
    for c in &e.children {
        passed_over_text(c, warnings);
    }
}

/// Turns a raw document into a Go tournament, passing over the warnings (see
/// [`validate_with_warnings`]).
///
/// # Errors
/// Every inconsistency found, each with its position.
pub fn validate(doc: &RawDocument) -> Result<GoTournament, GothaError> {
    validate_with_warnings(doc).map(|(t, _)| t)
}

/// Turns a raw document into a Go tournament, reading what OpenGotha opens as it reads it
/// and saying so: a rank beyond 30k–9d brought within (or taken from the grade), a game
/// or bye in a round the player is marked absent from counted as taking part, a key
/// written by another machine's OpenGotha found as OpenGotha finds it, a player on two
/// boards of a round kept on both, rounds played beyond the number of rounds counted,
/// text between elements passed over; and what OpenGotha leaves out (a second player of
/// the same key, a game naming nobody listed or one player twice, a player's second game
/// of a round) left out with a warning. Each warning has the line and column of what it
/// is about.
///
/// # Errors
/// Every inconsistency OpenGotha would not open either, each with its position.
#[allow(clippy::too_many_lines)]
pub fn validate_with_warnings(
    doc: &RawDocument,
) -> Result<(GoTournament, Vec<Warning>), GothaError> {
    let mut c = Checker {
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    let root = &doc.root;
    if root.name != "Tournament" {
        c.error(root, ErrorKind::NotATournament(root.name.clone()));
        return Err(GothaError {
            diagnostics: c.errors,
        });
    }
    passed_over_text(root, &mut c.warnings);
    let parameters = root
        .child("TournamentParameterSet")
        .cloned()
        // Missing: what it lacks is reported where the tournament starts.
        .unwrap_or_else(|| Element {
            line: root.line,
            column: root.column,
            ..Element::new("TournamentParameterSet")
        });
    let mut rounds = match parameters.child("GeneralParameterSet") {
        Some(g) => c
            .number::<u16>(g, "numberOfRounds", "a number of rounds from 1")
            .filter(|&n| n > 0)
            .unwrap_or(0),
        None => {
            c.error(
                &parameters,
                ErrorKind::MissingAttribute {
                    element: "GeneralParameterSet".into(),
                    attribute: "numberOfRounds",
                },
            );
            0
        }
    };
    let written_rounds = rounds;

    let scoring = scoring(&mut c, &parameters);
    let handicap = handicap_rules(&mut c, &parameters);
    let pairing = pairing_rules(&mut c, &parameters);
    let info = event_info(&mut c, &parameters);
    let general = parameters.child("GeneralParameterSet");
    let number_of_categories: usize = general
        .and_then(|g| g.attr("numberOfCategories"))
        .and_then(|v| v.trim().parse().ok())
        .unwrap_or(1);
    let mut limits: Vec<(u32, GoRank)> = Vec::new();
    for e in general
        .and_then(|g| g.child("Categories"))
        .into_iter()
        .flat_map(|cs| cs.children_named("Category"))
    {
        let n = c.number::<u32>(e, "number", "a category number");
        let limit = match c.required(e, "lowerLimit") {
            Some(v) => rank(v).or_else(|| {
                c.bad(e, "lowerLimit", "a rank from 30K to 9D");
                None
            }),
            None => None,
        };
        if let (Some(n), Some(limit)) = (n, limit) {
            limits.push((n, limit));
        }
    }
    limits.sort();
    let categories: Vec<GoRank> = if number_of_categories <= 1 {
        Vec::new()
    } else {
        limits
            .into_iter()
            .map(|(_, r)| r)
            .take(number_of_categories - 1)
            .collect()
    };
    // The criteria wherever they stand inside the placement parameters (OpenGotha's
    // `extractNodes`), so that a list some versions wrote inside brackets reads too.
    let mut placement: Vec<(u32, String)> = parameters
        .child("PlacementParameterSet")
        .map(|p| descendants(p, "PlacementCriterion"))
        .unwrap_or_default()
        .into_iter()
        .filter_map(|e| {
            let n = e.attr("number")?.trim().parse::<u32>().ok()?;
            let name = e.attr("name")?.trim();
            (name != "NULL" && !name.is_empty()).then(|| (n, name.to_string()))
        })
        .collect();
    placement.sort();
    let placement: Vec<String> = placement.into_iter().map(|(_, n)| n).collect();

    let mut players = Vec::new();
    let mut first_line: HashMap<String, usize> = HashMap::new();
    for p in descendants(root, "Player") {
        let name = c.required(p, "name").unwrap_or_default().to_string();
        let first_name = p.attr("firstName").unwrap_or_default().to_string();
        let grade = p.attr("grade").unwrap_or_default();
        let r = match c.required(p, "rank") {
            Some(v) => {
                let read = gotha_rank(v)
                    .or_else(|| gotha_rank(grade))
                    .unwrap_or(GoRank::Kyu(30));
                let as_written = rank(v).filter(|r| *r == read);
                if as_written.is_none() {
                    c.warn(
                        p,
                        WarningKind::RankReadAs {
                            found: v.to_string(),
                            read_as: crate::write::rank(read),
                        },
                    );
                }
                Some(read)
            }
            None => None,
        };
        let rating = match p.attr("rating") {
            None | Some("") => 0,
            Some(_) => c
                .number::<i32>(p, "rating", "a whole number")
                .unwrap_or_default(),
        };
        let smms_correction = match p.attr("smmsCorrection") {
            None | Some("") => 0,
            Some(_) => c
                .number::<i32>(p, "smmsCorrection", "a whole number")
                .unwrap_or_default(),
        };
        let participating = match p.attr("participating") {
            None => vec![true; usize::from(rounds.max(20))],
            Some(v) if v.chars().all(|ch| ch == '0' || ch == '1') => {
                let mut flags: Vec<bool> = v.chars().map(|ch| ch == '1').collect();
                // OpenGotha reads rounds beyond the string as taken part in.
                if flags.len() < 20 {
                    flags.resize(20, true);
                }
                flags
            }
            Some(_) => {
                c.bad(p, "participating", "a string of 0 and 1, one per round");
                Vec::new()
            }
        };
        let registered = match p.attr("registeringStatus") {
            None | Some("FIN") => true,
            Some("PRE") => false,
            Some(_) => {
                c.bad(p, "registeringStatus", "FIN or PRE");
                true
            }
        };
        let text = |attr: &str| p.attr(attr).unwrap_or_default().to_string();
        let key = player_key(&name, &first_name);
        if let Some(&first) = first_line.get(&key) {
            // OpenGotha refuses a player whose key another has (`addPlayer`).
            c.warn(
                p,
                WarningKind::LeftOut {
                    what: format!("player {key:?}"),
                    why: format!("the player on line {first} has the same key"),
                },
            );
            continue;
        }
        first_line.insert(key.clone(), p.line);
        players.push(GoPlayer {
            key,
            name,
            first_name,
            rank: r.unwrap_or(GoRank::Kyu(30)),
            rating,
            country: p.attr("country").unwrap_or_default().to_string(),
            club: p.attr("club").unwrap_or_default().to_string(),
            smms_correction,
            participating,
            registered,
            ids: GoPlayerIds {
                egf_pin: text("egfPin"),
                ffg_licence: text("ffgLicence"),
                ffg_licence_status: text("ffgLicenceStatus"),
                aga_id: text("agaId"),
                aga_expiration: text("agaExpirationDate"),
                grade: text("grade"),
                rating_origin: text("ratingOrigin"),
                user_name: text("userName"),
            },
        });
    }

    let mut keys = crate::keys::Keys::new(&players);
    let mut find = |c: &mut Checker, e: &Element, attribute: &'static str, what: &'static str| {
        let key = c.required(e, attribute)?;
        match keys.find(key, what) {
            Some((i, note)) => {
                if let Some(note) = note {
                    c.warn(e, note);
                }
                Some(i)
            }
            None => {
                c.warn(
                    e,
                    WarningKind::LeftOut {
                        what: format!("{what} naming {key:?}"),
                        why: "no player of <Players> has that key".into(),
                    },
                );
                None
            }
        }
    };
    let round_of = |c: &mut Checker, e: &Element| -> Option<u16> {
        let r = c
            .number::<u16>(e, "roundNumber", "a round number from 1")
            .filter(|&r| r > 0)?;
        if r > GO_MAX_ROUNDS {
            c.error(
                e,
                ErrorKind::RoundBeyond {
                    round: r,
                    rounds: GO_MAX_ROUNDS,
                },
            );
            return None;
        }
        Some(r)
    };

    // Who has a game or the bye in each round: (round, player) -> line.
    let mut seen: HashMap<(u16, usize), usize> = HashMap::new();
    let mut absent_but_playing: Vec<(u16, usize)> = Vec::new();
    let mut games = Vec::new();
    for g in descendants(root, "Game") {
        let round = round_of(&mut c, g);
        let white = find(&mut c, g, "whitePlayer", "a game");
        let black = find(&mut c, g, "blackPlayer", "a game");
        let table = match g.attr("tableNumber") {
            None => 0,
            Some(_) => c
                .number::<u32>(g, "tableNumber", "a table number")
                .unwrap_or_default(),
        };
        let handicap = match g.attr("handicap") {
            None => Some(0),
            Some(_) => c
                .number::<u8>(g, "handicap", "a handicap from 0 to 9")
                .filter(|&h| h <= 9),
        };
        if handicap.is_none() && g.attr("handicap").is_some() {
            c.bad(g, "handicap", "a handicap from 0 to 9");
        }
        let known_colour = match g.attr("knownColor") {
            None | Some("true") => true,
            Some("false") => false,
            Some(_) => {
                c.bad(g, "knownColor", "true or false");
                true
            }
        };
        let result = match c.required(g, "result") {
            Some(v) => match result_from_gotha(v) {
                Some(r) => Some(r),
                None => {
                    c.bad(g, "result", "RESULT_WHITEWINS, RESULT_BLACKWINS, RESULT_EQUAL, RESULT_BOTHLOSE, RESULT_BOTHWIN (each also _BYDEF) or RESULT_UNKNOWN");
                    None
                }
            },
            None => None,
        };
        let (Some(round), Some(white), Some(black), Some(handicap), Some(result)) =
            (round, white, black, handicap, result)
        else {
            continue;
        };
        if white == black {
            c.warn(
                g,
                WarningKind::LeftOut {
                    what: format!("the game of round {round}"),
                    why: format!("player {:?} plays against themselves", players[white].key),
                },
            );
            continue;
        }
        if let Some(&line) = seen
            .get(&(round, white))
            .or_else(|| seen.get(&(round, black)))
        {
            let who = if seen.contains_key(&(round, white)) {
                white
            } else {
                black
            };
            c.warn(
                g,
                WarningKind::LeftOut {
                    what: format!("the game of round {round}"),
                    why: format!(
                        "player {:?} already has a game or the bye in that round (line {line})",
                        players[who].key
                    ),
                },
            );
            continue;
        }
        for who in [white, black] {
            seen.insert((round, who), g.line);
            if !players[who].plays(round) {
                c.warn(
                    g,
                    WarningKind::PlaysWhileAbsent {
                        key: players[who].key.clone(),
                        round,
                        what: "game",
                    },
                );
                absent_but_playing.push((round, who));
            }
        }
        games.push(GoGame {
            round,
            table,
            white,
            black,
            handicap,
            known_colour,
            result,
        });
    }

    let mut byes: Vec<(u16, usize)> = Vec::new();
    for b in descendants(root, "ByePlayer") {
        // An element holding the byes under this name (a file that wrote its list as
        // `<ByePlayer>`) is a list, not a bye.
        if b.attr("player").is_none() && !b.children.is_empty() {
            continue;
        }
        let round = round_of(&mut c, b);
        let who = find(&mut c, b, "player", "a bye");
        let (Some(round), Some(who)) = (round, who) else {
            continue;
        };
        if let Some(&line) = seen.get(&(round, who)) {
            c.warn(
                b,
                WarningKind::LeftOut {
                    what: format!("the bye of round {round}"),
                    why: format!(
                        "player {:?} already has a game or the bye in that round (line {line})",
                        players[who].key
                    ),
                },
            );
            continue;
        }
        // OpenGotha keeps one bye a round: a later one replaces an earlier one.
        if let Some(i) = byes.iter().position(|&(r, _)| r == round) {
            let (_, before) = byes.remove(i);
            seen.remove(&(round, before));
            c.warn(
                b,
                WarningKind::LeftOut {
                    what: format!(
                        "the bye of player {:?} in round {round}",
                        players[before].key
                    ),
                    why: "a later bye of the round replaces it, as in OpenGotha".into(),
                },
            );
        }
        seen.insert((round, who), b.line);
        if !players[who].plays(round) {
            c.warn(
                b,
                WarningKind::PlaysWhileAbsent {
                    key: players[who].key.clone(),
                    round,
                    what: "bye",
                },
            );
            absent_but_playing.push((round, who));
        }
        byes.push((round, who));
    }
    for (round, who) in absent_but_playing {
        if let Some(flag) = players[who].participating.get_mut(usize::from(round) - 1) {
            *flag = true;
        }
    }
    // OpenGotha raises the number of rounds to the last round played.
    let played = games
        .iter()
        .map(|g| g.round)
        .chain(byes.iter().map(|&(r, _)| r))
        .max()
        .unwrap_or(0);
    if rounds > 0 && played > rounds {
        let at = general.unwrap_or(&parameters);
        c.warn(
            at,
            WarningKind::RoundsRaised {
                rounds: written_rounds,
                played,
            },
        );
        rounds = played;
    }

    // Team section (see `crate::teams`).
    let mut keys = crate::keys::Keys::new(&players);
    let (teams, team_errors, team_warnings) = crate::teams::read(root, &players, &mut keys);
    c.errors.extend(team_errors);
    c.warnings.extend(team_warnings);
    // End of the team section.

    if c.errors.is_empty() {
        c.warnings.sort_by_key(|d| (d.line, d.column));
        Ok((
            GoTournament {
                rounds,
                players,
                games,
                byes,
                scoring,
                placement,
                categories,
                handicap,
                pairing,
                club_groups: club_groups(root),
                info,
                teams,
                pairs: Vec::new(),
            },
            c.warnings,
        ))
    } else {
        c.errors.sort_by_key(|d| (d.line, d.column));
        Err(GothaError {
            diagnostics: c.errors,
        })
    }
}
