//! pairgoth's own tournament file (`.tour`): the JSON pairgoth keeps each tournament in and
//! opens again.
//!
//! One object: the event (`name`, `shortName`, `startDate`, `endDate`, `director`,
//! `country`, `location`, `online`, `komi`, `gobanSize`, `rounds`), its `timeSystem`
//! (`type` `SUDDEN_DEATH`, `JAPANESE`, `CANADIAN` or `FISCHER`, `mainTime` in seconds,
//! `byoyomi` seconds with `periods` or `stones`, `increment`), its `pairing` (`type`
//! `MAC_MAHON` or `SWISS`, the weights of OpenGotha's pairing under `base`, `main`,
//! `secondary`, `geo` and `handicap`, the `placement` criteria, the McMahon `mmBar` and
//! `mmFloor`), `players` (each with its `id`, `name`, `firstname`, `rating`, `rank` — a
//! number, 0 for 1d, -1 for 1k —, `pro` grade, read as the dan of its strength as
//! pairgoth pairs it, 1p as 7d, `country`, `club`, `final` for a confirmed
//! registration, `skip` the rounds sat out, `mmsCorrection`, and the ids `egf`, `ffg`,
//! `aga`) and `games`, one array per round of games by player id (`w` White, `b` Black,
//! `h` handicap, `t` table, `r` the result: `w` or `b` the winner's colour, `=` jigo, `#`
//! both win, `0` both lose, `?` not known, `X` cancelled); a game whose White or Black is
//! 0 is the other player's bye.
//!
//! Read as pairgoth reads it (a value missing takes what pairgoth's new tournament of that
//! type has, as arbiter's OpenGotha defaults give it), and as pairgoth's own OpenGotha
//! export writes it: the McMahon zero at 30k, a bye worth a point, an absence
//! `mmsValueAbsent`; a cancelled game is a result not known. What pairgoth's model has
//! and OpenGotha's not (`rules`, excluded tables, frozen standings, the weight of the
//! secondary criteria, the club groups' factor) is passed over. pairgoth's team, Pair Go
//! and Rengo tournaments are refused with the reason.

use crate::error::{Diagnostic, ErrorKind, GothaError, Warning, WarningKind};
use crate::json::{Json, Value};
use arbiter_core::{
    GoConcavity, GoDrawMode, GoGame, GoHandicapBase, GoHandicapRules, GoOutcome, GoPairingRules,
    GoPlayer, GoPlayerIds, GoRank, GoResult, GoScoring, GoSeeding, GoTimeSystem, GoTournament,
    go_player_key, go_rating_of_rank,
};
use std::collections::HashMap;

/// The most rounds a tournament arbiter writes for OpenGotha holds.
const MAX_ROUNDS: u16 = 20;

struct Reader {
    errors: Vec<Diagnostic>,
    warnings: Vec<Warning>,
}

impl Reader {
    fn error(&mut self, at: &Json, expected: &'static str) {
        self.errors.push(Diagnostic {
            line: at.line,
            column: at.column,
            kind: ErrorKind::Expected {
                expected,
                found: at.found(),
            },
        });
    }

    fn warn(&mut self, at: &Json, kind: WarningKind) {
        self.warnings.push(Warning {
            line: at.line,
            column: at.column,
            kind,
        });
    }

    /// A member that is present and not `null`.
    fn member<'a>(o: &'a Json, name: &str) -> Option<&'a Json> {
        o.get(name).filter(|v| v.value != Value::Null)
    }

    fn text(&mut self, o: &Json, name: &str) -> Option<String> {
        let v = Self::member(o, name)?;
        match v.as_str() {
            Some(s) => Some(s.trim().to_string()),
            None => {
                self.error(v, "a string");
                None
            }
        }
    }

    fn flag(&mut self, o: &Json, name: &str, default: bool) -> bool {
        let Some(v) = Self::member(o, name) else {
            return default;
        };
        v.as_bool().unwrap_or_else(|| {
            self.error(v, "true or false");
            default
        })
    }

    fn whole(&mut self, o: &Json, name: &str) -> Option<i64> {
        let v = Self::member(o, name)?;
        let n = v.as_i64();
        if n.is_none() {
            self.error(v, "a whole number");
        }
        n
    }

    /// A whole number within `T`, `default` when missing or out of range (an error then).
    fn number<T: TryFrom<i64> + Copy>(&mut self, o: &Json, name: &str, default: T) -> T {
        let Some(n) = self.whole(o, name) else {
            return default;
        };
        T::try_from(n).unwrap_or_else(|_| {
            if let Some(v) = o.get(name) {
                self.error(v, "a smaller number");
            }
            default
        })
    }

    /// A weight of the pairing, a number pairgoth keeps in floating point and its
    /// OpenGotha export writes without its fraction.
    fn weight(&mut self, o: Option<&Json>, name: &str, default: i64) -> i64 {
        let Some(v) = o.and_then(|o| Self::member(o, name)) else {
            return default;
        };
        match v.as_f64() {
            // Within range, the truncation is what pairgoth's export writes.
            #[allow(clippy::cast_possible_truncation)]
            Some(x) if x.abs() < 9.0e18 => x.trunc() as i64,
            _ => {
                self.error(v, "a number");
                default
            }
        }
    }

    /// A rank as pairgoth numbers ranks (0 for 1d, -1 for 1k), brought within 30k–9d with
    /// a warning when beyond.
    fn rank(&mut self, o: Option<&Json>, name: &str, default: GoRank) -> GoRank {
        let Some(v) = o.and_then(|o| Self::member(o, name)) else {
            return default;
        };
        let Some(n) = v.as_i64() else {
            self.error(v, "a rank as a whole number (0 for 1d, -1 for 1k)");
            return default;
        };
        let rank = rank_of(n);
        if rank.value() != i32::try_from(n).unwrap_or(i32::MAX) {
            self.warn(
                v,
                WarningKind::RankReadAs {
                    found: n.to_string(),
                    read_as: crate::write::rank(rank),
                },
            );
        }
        rank
    }

    /// One of the names of `choices`, `default` when missing.
    fn choice<T: Copy>(
        &mut self,
        o: Option<&Json>,
        name: &str,
        choices: &[(&str, T)],
        default: T,
        expected: &'static str,
    ) -> T {
        let Some(v) = o.and_then(|o| Self::member(o, name)) else {
            return default;
        };
        match v.as_str().and_then(|s| {
            choices
                .iter()
                .find(|(n, _)| n.eq_ignore_ascii_case(s.trim()))
        }) {
            Some(&(_, c)) => c,
            None => {
                self.error(v, expected);
                default
            }
        }
    }
}

/// A rank from pairgoth's number, within 30k–9d.
fn rank_of(n: i64) -> GoRank {
    if n >= 0 {
        GoRank::Dan(u8::try_from(n.saturating_add(1).min(9)).unwrap_or(9))
    } else {
        GoRank::Kyu(u8::try_from(n.saturating_neg().min(30)).unwrap_or(30))
    }
}

/// The criterion pairgoth names for seeding (`RATING`, `RANK`, `NONE`, or a placement
/// criterion) as OpenGotha's file names it.
fn seeding_criterion(name: &str) -> Option<String> {
    match name.trim().to_ascii_uppercase().as_str() {
        "NONE" | "" => None,
        "RATING" => Some("Rating".into()),
        "RANK" => Some("Rank".into()),
        other => Some(other.to_string()),
    }
}

/// The event: names, place, dates, komi, board, time system.
fn read_info(r: &mut Reader, root: &Json, t: &mut GoTournament) {
    let info = &mut t.info;
    info.name = r.text(root, "name").unwrap_or_default();
    info.short_name = r
        .text(root, "shortName")
        .unwrap_or_else(|| info.name.chars().take(20).collect());
    info.begin_date = r.text(root, "startDate").unwrap_or_default();
    info.end_date = r
        .text(root, "endDate")
        .unwrap_or_else(|| info.begin_date.clone());
    info.director = r.text(root, "director").unwrap_or_default();
    info.country = r
        .text(root, "country")
        .unwrap_or_default()
        .to_ascii_uppercase();
    info.location = r.text(root, "location").unwrap_or_default();
    info.internet = r.flag(root, "online", false);
    info.komi = match Reader::member(root, "komi") {
        None => "7.5".into(),
        Some(v) => match (&v.value, v.as_f64()) {
            (Value::Number(n), Some(_)) => n.clone(),
            _ => {
                r.error(v, "the komi, a number");
                "7.5".into()
            }
        },
    };
    info.size = Reader::member(root, "gobanSize")
        .and_then(Json::as_i64)
        .map_or_else(|| "19".into(), |n| n.to_string());
    let Some(ts) = Reader::member(root, "timeSystem") else {
        return;
    };
    let main: u32 = r.number(ts, "mainTime", 0);
    if (1..300).contains(&main)
        && let Some(v) = ts.get("mainTime")
    {
        r.warn(
            v,
            WarningKind::ReadAs(format!(
                "a main time of {main} is read as {main} seconds, as pairgoth reads it (its first versions wrote minutes)"
            )),
        );
    }
    info.basic_minutes = main / 60;
    let byoyomi: u32 = r.number(ts, "byoyomi", 0);
    info.time_system = match ts.get("type").and_then(Json::as_str).map(str::trim) {
        Some("SUDDEN_DEATH") => GoTimeSystem::SuddenDeath,
        Some("JAPANESE" | "STANDARD") => GoTimeSystem::StandardByoYomi { seconds: byoyomi },
        Some("CANADIAN") => GoTimeSystem::CanadianByoYomi {
            seconds: byoyomi,
            moves: r.number(ts, "stones", 1),
        },
        Some("FISCHER") => GoTimeSystem::Fischer {
            seconds: r.number(ts, "increment", 0),
        },
        _ => {
            let at = ts.get("type").unwrap_or(ts);
            r.error(at, "SUDDEN_DEATH, JAPANESE, CANADIAN or FISCHER");
            GoTimeSystem::SuddenDeath
        }
    };
}

/// The pairing: system, weights, handicap, scoring and placement.
#[allow(clippy::too_many_lines)]
fn read_pairing(r: &mut Reader, root: &Json, t: &mut GoTournament) {
    let pairing = Reader::member(root, "pairing");
    let mcmahon = r.choice(
        pairing,
        "type",
        &[("MAC_MAHON", true), ("SWISS", false)],
        true,
        "MAC_MAHON or SWISS (pairgoth pairs no other system)",
    );
    let part = |name: &str| pairing.and_then(|p| Reader::member(p, name));
    let (base, main, secondary, geo, hd) = (
        part("base"),
        part("main"),
        part("secondary"),
        part("geo"),
        part("handicap"),
    );
    let d = if mcmahon {
        GoPairingRules::mcmahon()
    } else {
        GoPairingRules::swiss()
    };
    let dh = if mcmahon {
        GoHandicapRules::mcmahon()
    } else {
        GoHandicapRules::swiss()
    };
    let modes = [
        ("TOP", GoDrawMode::Top),
        ("MIDDLE", GoDrawMode::Middle),
        ("BOTTOM", GoDrawMode::Bottom),
    ];
    let seeds = [
        ("SPLIT_AND_RANDOM", GoSeeding::SplitAndRandom),
        ("SPLIT_AND_FOLD", GoSeeding::SplitAndFold),
        ("SPLIT_AND_SLIP", GoSeeding::SplitAndSlip),
    ];
    let mode_words = "TOP, MIDDLE or BOTTOM";
    let seed_words = "SPLIT_AND_RANDOM, SPLIT_AND_FOLD or SPLIT_AND_SLIP";
    let add_crit = |r: &mut Reader, name: &str, default: &Option<String>| match main
        .and_then(|m| Reader::member(m, name))
    {
        None => default.clone(),
        Some(v) => match v.as_str() {
            Some(s) => seeding_criterion(s),
            None => {
                r.error(v, "a criterion's name such as RATING or NONE");
                default.clone()
            }
        },
    };
    let concavity = match base.and_then(|b| Reader::member(b, "nx1")) {
        None => d.concavity,
        Some(v) => v.as_f64().map_or_else(
            || {
                r.error(v, "a decimal number");
                d.concavity
            },
            GoConcavity,
        ),
    };
    let bool_in = |r: &mut Reader, o: Option<&Json>, name: &str, default: bool| {
        o.map_or(default, |o| r.flag(o, name, default))
    };
    let last_round_first_seeding = main.map_or(d.last_round_first_seeding, |m| {
        r.number(m, "firstSeedLastRound", d.last_round_first_seeding)
    });
    t.pairing = GoPairingRules {
        avoid_duplicate: r.weight(base, "dupWeight", d.avoid_duplicate),
        random: r.weight(base, "random", d.random),
        deterministic: bool_in(r, base, "deterministic", d.deterministic),
        balance_colours: r.weight(base, "colorBalanceWeight", d.balance_colours),
        avoid_mixing_categories: r.weight(main, "catWeight", d.avoid_mixing_categories),
        minimize_score_difference: r.weight(main, "scoreWeight", d.minimize_score_difference),
        draw_weight: r.weight(main, "upDownWeight", d.draw_weight),
        compensate_draws: bool_in(r, main, "upDownCompensate", d.compensate_draws),
        draw_upper: r.choice(main, "upDownUpperMode", &modes, d.draw_upper, mode_words),
        draw_lower: r.choice(main, "upDownLowerMode", &modes, d.draw_lower, mode_words),
        maximize_seeding: r.weight(main, "maximizeSeeding", d.maximize_seeding),
        last_round_first_seeding,
        seeding: [
            r.choice(main, "firstSeed", &seeds, d.seeding[0], seed_words),
            r.choice(main, "secondSeed", &seeds, d.seeding[1], seed_words),
        ],
        seeding_criterion: [
            add_crit(r, "firstSeedAddCrit", &d.seeding_criterion[0]),
            add_crit(r, "secondSeedAddCrit", &d.seeding_criterion[1]),
        ],
        rank_threshold: r.rank(secondary, "rankThreshold", d.rank_threshold),
        wins_threshold: bool_in(r, secondary, "winsThreshold", d.wins_threshold),
        bar_threshold: bool_in(r, secondary, "barThreshold", d.bar_threshold),
        minimize_handicap: r.weight(hd, "weight", d.minimize_handicap),
        avoid_same_geography: r.weight(geo, "weight", d.avoid_same_geography),
        country_factor: geo.map_or(d.country_factor, |g| {
            r.number(g, "mmsDiffCountry", d.country_factor)
        }),
        club_factor: geo.map_or(d.club_factor, |g| r.number(g, "mmsDiffClub", d.club_factor)),
        concavity,
    };
    t.handicap = GoHandicapRules {
        base: if bool_in(r, hd, "useMMS", dh.base == GoHandicapBase::McMahon) {
            GoHandicapBase::McMahon
        } else {
            GoHandicapBase::Rank
        },
        no_handicap_threshold: r.rank(hd, "threshold", dh.no_handicap_threshold),
        correction: hd.map_or(dh.correction, |h| r.number(h, "correction", dh.correction)),
        ceiling: hd.map_or(dh.ceiling, |h| r.number(h, "ceiling", dh.ceiling)),
    };
    // Scoring as pairgoth's OpenGotha export writes it: a Swiss has neither bar nor floor.
    let absent = main
        .and_then(|m| Reader::member(m, "mmsValueAbsent"))
        .map_or(1, |v| match v.as_f64() {
            Some(x) if (0.0..=1.0).contains(&x) => i32::from(x >= 0.25) + i32::from(x >= 0.75),
            _ => {
                r.error(v, "a number from 0 to 1");
                1
            }
        });
    t.scoring = GoScoring {
        bar: if mcmahon {
            r.rank(pairing, "mmBar", GoRank::Dan(1))
        } else {
            GoRank::Dan(9)
        },
        floor: if mcmahon {
            r.rank(pairing, "mmFloor", GoRank::Kyu(20))
        } else {
            GoRank::Kyu(30)
        },
        zero: GoRank::Kyu(30),
        mms2_absent: absent,
        round_down: bool_in(r, main, "roundDownScore", true),
        ..GoScoring::default()
    };
    t.placement.clear();
    if let Some(list) = pairing.and_then(|p| Reader::member(p, "placement")) {
        match list.items() {
            None => r.error(list, "an array of criteria"),
            Some(items) => {
                for c in items {
                    let Some(name) = c.as_str() else {
                        r.error(c, "a criterion's name");
                        continue;
                    };
                    if name.trim().eq_ignore_ascii_case("NONE") {
                        continue;
                    }
                    match arbiter_standings::go_criterion_name(name, mcmahon) {
                        Some(own) => t.placement.push(own.to_string()),
                        None => r.warn(
                            c,
                            WarningKind::LeftOut {
                                what: format!("the criterion {name:?}"),
                                why: "OpenGotha has no such criterion".into(),
                            },
                        ),
                    }
                }
            }
        }
    }
    if t.placement.is_empty() {
        t.placement = if mcmahon {
            vec!["MMS".into(), "SOSM".into(), "SOSOSM".into()]
        } else {
            vec!["NBW".into(), "SOSW".into(), "SOSOSW".into()]
        };
    }
}

/// The players, and each one's index by pairgoth's id.
#[allow(clippy::too_many_lines)]
fn read_players(r: &mut Reader, root: &Json, t: &mut GoTournament) -> HashMap<i64, usize> {
    let mut ids: HashMap<i64, usize> = HashMap::new();
    let mut keys: HashMap<String, usize> = HashMap::new();
    let Some(list) = Reader::member(root, "players") else {
        return ids;
    };
    let Some(items) = list.items() else {
        r.error(list, "an array of players");
        return ids;
    };
    let slots = usize::from(t.rounds.max(MAX_ROUNDS));
    for p in items {
        if !matches!(p.value, Value::Object(_)) {
            r.error(p, "a player, an object");
            continue;
        }
        let Some(id) = r.whole(p, "id") else {
            if p.get("id").is_none() {
                r.error(p, "a player with its \"id\"");
            }
            continue;
        };
        let name = r.text(p, "name").unwrap_or_default();
        let first_name = r.text(p, "firstname").unwrap_or_default();
        let mut rank = match Reader::member(p, "rank") {
            Some(_) => r.rank(Some(p), "rank", GoRank::Kyu(20)),
            None => {
                r.error(p, "a player with a \"rank\"");
                continue;
            }
        };
        // A professional plays at the amateur rank of the same strength (1p as 7d), as
        // pairgoth pairs and exports them; the grade keeps the title.
        let mut grade = String::new();
        if let Some(v) = Reader::member(p, "pro") {
            match v.as_i64() {
                Some(0) => {}
                Some(n @ 1..=9) => {
                    let pro = GoRank::Pro(u8::try_from(n).unwrap_or(9));
                    rank = rank_of(i64::from(pro.value()));
                    grade = pro.to_string();
                }
                _ => r.error(v, "a professional grade from 1 to 9, or 0"),
            }
        }
        let rating = match Reader::member(p, "rating") {
            None => go_rating_of_rank(rank),
            Some(_) => r.number(p, "rating", go_rating_of_rank(rank)),
        };
        let mut participating = vec![true; slots];
        if let Some(skip) = Reader::member(p, "skip") {
            for s in skip.items().unwrap_or_default() {
                match s.as_i64().and_then(|n| usize::try_from(n).ok()) {
                    Some(n) if (1..=slots).contains(&n) => participating[n - 1] = false,
                    _ => r.error(s, "a round number"),
                }
            }
            if skip.items().is_none() {
                r.error(skip, "an array of round numbers");
            }
        }
        let key = go_player_key(&name, &first_name);
        if let Some(&first) = keys.get(&key) {
            r.warn(
                p,
                WarningKind::LeftOut {
                    what: format!("player {key:?}"),
                    why: format!(
                        "player {:?} before has the same name",
                        t.players[first].name
                    ),
                },
            );
            continue;
        }
        if ids.contains_key(&id) {
            if let Some(v) = p.get("id") {
                r.error(v, "an id no other player has");
            }
            continue;
        }
        let licensed = Reader::member(p, "licensed").and_then(Json::as_bool);
        let ids_of = GoPlayerIds {
            egf_pin: r.text(p, "egf").unwrap_or_default(),
            ffg_licence: r.text(p, "ffg").unwrap_or_default(),
            // As pairgoth's OpenGotha export writes the licence's state.
            ffg_licence_status: match licensed {
                Some(true) => "L".into(),
                Some(false) => "-".into(),
                None => String::new(),
            },
            aga_id: r.text(p, "aga").unwrap_or_default(),
            grade,
            ..GoPlayerIds::default()
        };
        ids.insert(id, t.players.len());
        keys.insert(key.clone(), t.players.len());
        t.players.push(GoPlayer {
            key,
            name,
            first_name,
            rank,
            rating,
            country: r
                .text(p, "country")
                .unwrap_or_default()
                .to_ascii_uppercase(),
            club: r.text(p, "club").unwrap_or_default(),
            smms_correction: r.number(p, "mmsCorrection", 0),
            participating,
            registered: r.flag(p, "final", true),
            ids: ids_of,
        });
    }
    ids
}

/// A result by pairgoth's letter.
fn outcome(symbol: &str) -> Option<GoOutcome> {
    Some(match symbol {
        "w" | "W" => GoOutcome::WhiteWins,
        "b" | "B" => GoOutcome::BlackWins,
        "=" => GoOutcome::Jigo,
        "#" => GoOutcome::BothWin,
        "0" => GoOutcome::BothLose,
        "?" | "X" => GoOutcome::Unknown,
        _ => return None,
    })
}

/// Places player `who` in `round` for a game or the bye of `g`: `false`, with a
/// warning, when the player is already paired in that round; a player marked absent or
/// not finally registered is read as taking part, with a warning.
fn place(
    r: &mut Reader,
    seen: &mut HashMap<(u16, usize), usize>,
    players: &mut [GoPlayer],
    g: &Json,
    (round, who): (u16, usize),
    what: &'static str,
) -> bool {
    if let Some(line) = seen.get(&(round, who)) {
        r.warn(
            g,
            WarningKind::LeftOut {
                what: format!("the game of round {round}"),
                why: format!(
                    "player {:?} is already paired in that round (line {line})",
                    players[who].key
                ),
            },
        );
        return false;
    }
    seen.insert((round, who), g.line);
    let p = &mut players[who];
    if !p.plays(round) {
        r.warn(
            g,
            WarningKind::PlaysWhileAbsent {
                key: p.key.clone(),
                round,
                what,
            },
        );
        if let Some(x) = p.participating.get_mut(usize::from(round) - 1) {
            *x = true;
        }
    }
    if !p.registered {
        r.warn(
            g,
            WarningKind::ReadAs(format!(
                "player {:?} is not finally registered but has a {what} in round {round}: read as registered",
                p.key
            )),
        );
        p.registered = true;
    }
    true
}

/// The games and byes, round by round; the last round that has one.
#[allow(clippy::too_many_lines)]
fn read_games(r: &mut Reader, root: &Json, t: &mut GoTournament, ids: &HashMap<i64, usize>) -> u16 {
    let Some(list) = Reader::member(root, "games") else {
        return 0;
    };
    let Some(rounds) = list.items() else {
        r.error(list, "an array of rounds");
        return 0;
    };
    let mut played = 0;
    let mut seen: HashMap<(u16, usize), usize> = HashMap::new();
    for (i, games) in rounds.iter().enumerate() {
        let round = u16::try_from(i + 1).unwrap_or(u16::MAX);
        let Some(games) = games.items() else {
            r.error(games, "a round: an array of games");
            continue;
        };
        if round > MAX_ROUNDS {
            if let Some(g) = games.first() {
                r.error(g, "a game of rounds 1 to 20");
            }
            continue;
        }
        for (board, g) in games.iter().enumerate() {
            if !matches!(g.value, Value::Object(_)) {
                r.error(g, "a game, an object");
                continue;
            }
            let player = |r: &mut Reader, side: &str| -> Option<Option<usize>> {
                let Some(v) = Reader::member(g, side) else {
                    r.error(g, "a game with its \"w\" and \"b\" players");
                    return None;
                };
                let id = v.as_i64();
                match id {
                    None => {
                        r.error(v, "a player's id");
                        None
                    }
                    Some(0) => Some(None),
                    Some(id) => match ids.get(&id) {
                        Some(&p) => Some(Some(p)),
                        None => {
                            r.warn(
                                v,
                                WarningKind::LeftOut {
                                    what: format!("the game of round {round}"),
                                    why: format!("{id} is no player's id"),
                                },
                            );
                            None
                        }
                    },
                }
            };
            let (Some(white), Some(black)) = (player(r, "w"), player(r, "b")) else {
                continue;
            };
            let (white, black) = match (white, black) {
                (None, None) => {
                    r.warn(
                        g,
                        WarningKind::LeftOut {
                            what: format!("the game of round {round}"),
                            why: "it names no player".into(),
                        },
                    );
                    continue;
                }
                (Some(p), None) | (None, Some(p)) => {
                    // One bye a round, as OpenGotha keeps it: a later one replaces an
                    // earlier one.
                    if let Some(i) = t.byes.iter().position(|&(x, q)| x == round && q != p) {
                        let (_, before) = t.byes.remove(i);
                        seen.remove(&(round, before));
                        r.warn(
                            g,
                            WarningKind::LeftOut {
                                what: format!(
                                    "the bye of player {:?} in round {round}",
                                    t.players[before].key
                                ),
                                why: "a later bye of the round replaces it, as in OpenGotha".into(),
                            },
                        );
                    }
                    if place(r, &mut seen, &mut t.players, g, (round, p), "bye") {
                        t.byes.push((round, p));
                        played = played.max(round);
                    }
                    continue;
                }
                (Some(w), Some(b)) => (w, b),
            };
            if white == black {
                r.warn(
                    g,
                    WarningKind::LeftOut {
                        what: format!("the game of round {round}"),
                        why: "it pairs a player with themselves".into(),
                    },
                );
                continue;
            }
            let handicap: u8 = r.number(g, "h", 0);
            if handicap > 9 {
                if let Some(v) = g.get("h") {
                    r.error(v, "a handicap from 0 to 9");
                }
                continue;
            }
            let result = match Reader::member(g, "r") {
                None => GoOutcome::Unknown,
                Some(v) => {
                    let symbol = v.as_str().map(str::trim);
                    match symbol.and_then(outcome) {
                        Some(o) => {
                            if symbol == Some("X") {
                                r.warn(
                                    v,
                                    WarningKind::ReadAs(format!(
                                        "the cancelled game of round {round} is read as a result not known, as pairgoth exports it"
                                    )),
                                );
                            }
                            o
                        }
                        None => {
                            r.error(v, "a result: w, b, =, #, 0, ? or X");
                            continue;
                        }
                    }
                }
            };
            if !place(r, &mut seen, &mut t.players, g, (round, white), "game") {
                continue;
            }
            if !place(r, &mut seen, &mut t.players, g, (round, black), "game") {
                seen.remove(&(round, white));
                continue;
            }
            played = played.max(round);
            let default_table = u32::try_from(board + 1).unwrap_or(u32::MAX);
            t.games.push(GoGame {
                round,
                table: r.number(g, "t", default_table),
                white,
                black,
                handicap,
                known_colour: true,
                result: GoResult {
                    outcome: result,
                    by_default: false,
                },
            });
        }
    }
    played
}

/// Reads pairgoth's tournament file into a tournament and the warnings of what is read
/// otherwise than written.
///
/// # Errors
/// When the bytes are not JSON (the first place where they are not), not pairgoth's
/// individual tournament, and every value that does not read, with its position.
pub fn read_pairgoth(bytes: &[u8]) -> Result<(GoTournament, Vec<Warning>), GothaError> {
    let text = crate::h9::text_of(bytes);
    let root = crate::json::parse(&text).map_err(|d| GothaError {
        diagnostics: vec![d],
    })?;
    let mut r = Reader {
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    if !matches!(root.value, Value::Object(_)) {
        r.error(&root, "pairgoth's tournament, a JSON object");
        return GothaError::or((GoTournament::default(), Vec::new()), r.errors);
    }
    if let Some(kind) = Reader::member(&root, "type")
        && kind.as_str().map(str::trim) != Some("INDIVIDUAL")
    {
        r.error(
            kind,
            "an INDIVIDUAL tournament (pairgoth's team, Pair Go and Rengo files are not read)",
        );
        return GothaError::or((GoTournament::default(), Vec::new()), r.errors);
    }
    let mut t = GoTournament::default();
    let declared: u16 = r.number(&root, "rounds", 0);
    if declared > MAX_ROUNDS
        && let Some(v) = root.get("rounds")
    {
        r.error(v, "a number of rounds from 1 to 20");
    }
    t.rounds = declared.min(MAX_ROUNDS);
    read_info(&mut r, &root, &mut t);
    read_pairing(&mut r, &root, &mut t);
    let ids = read_players(&mut r, &root, &mut t);
    let played = read_games(&mut r, &root, &mut t, &ids);
    if declared > 0
        && declared < played
        && let Some(v) = root.get("rounds")
    {
        r.warn(
            v,
            WarningKind::RoundsRaised {
                rounds: declared,
                played,
            },
        );
    }
    t.rounds = t.rounds.max(played).max(1);
    r.warnings.sort_by_key(|w| (w.line, w.column));
    GothaError::or((t, r.warnings), r.errors)
}
