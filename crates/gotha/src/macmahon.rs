//! The MacMahon program's tournament file (its XML, `typeversion="3.9"`), which pairgoth
//! and some OpenGotha builds import: values are element texts, not attributes.
//!
//! `<TournamentData>` holds `<Tournament>` (`Name`, `NumberOfRounds`, the McMahon bar and
//! floor as `UpperMacMahonBar`/`…Level` and `LowerMacMahonBar`/`…Level`, the handicap as
//! `HandicapUsed`, `HandicapByLevel`, `HandicapBelow`/`…Level`,
//! `HandicapAdjustment`/`…Value` and `HandicapLimit`/`…Value`), `<Walllist>` (the
//! placement criteria by `ShortName`: `Score` is the McMahon score, `Points` the number of
//! wins, `SOS`, `SOSOS` and `SODOS` sum the first one), `<Playerlist>` (each `Player` with
//! its `Id`, `PreliminaryRegistration`, `SuperBarMember` — a McMahon score one above the
//! bar's —, `NotPlayingInRound` per round sat out, and a `GoPlayer` with `Surname`,
//! `FirstName`, `Club`, `Country`, `GoLevel`, `Rating` and `EgdPin`) and `<Roundlist>`
//! (each `Round` with its `RoundNumber` and a `Pairing` per board: `BoardNumber`, `White`
//! and `Black` by player id, `Handicap`, `Result`, or `PairingWithBye` with the player in
//! `Black`). A result is written Black's score first, as pairgoth reads it (`1-0` Black
//! won, `0-1` White won, `½-½` jigo, `0-0` both lose, `1-1` both win, `!` after it
//! decided by default). Values that are missing take the defaults pairgoth gives them.

use crate::error::{Diagnostic, ErrorKind, GothaError, Warning, WarningKind};
use crate::raw::Element;
use crate::validate::descendants;
use arbiter_core::{
    GoGame, GoHandicapBase, GoOutcome, GoPlayer, GoPlayerIds, GoRank, GoResult, GoTournament,
    go_player_key,
};
use std::collections::HashMap;

/// The text of the first element of that name under `e`, trimmed.
fn value<'a>(e: &'a Element, name: &str) -> Option<(&'a Element, &'a str)> {
    descendants(e, name)
        .into_iter()
        .next()
        .map(|x| (x, x.text.trim()))
}

/// A yes/no value, `default` when missing.
fn yes(e: &Element, name: &str, default: bool) -> bool {
    value(e, name).map_or(default, |(_, v)| v.eq_ignore_ascii_case("true"))
}

struct Reader {
    errors: Vec<Diagnostic>,
    warnings: Vec<Warning>,
}

impl Reader {
    fn error(&mut self, e: &Element, expected: &'static str, found: &str) {
        self.errors.push(Diagnostic {
            line: e.line,
            column: e.column,
            kind: ErrorKind::Expected {
                expected,
                found: found.to_string(),
            },
        });
    }

    fn warn(&mut self, e: &Element, kind: WarningKind) {
        self.warnings.push(Warning {
            line: e.line,
            column: e.column,
            kind,
        });
    }

    /// A whole number, `default` when missing.
    fn number<T: std::str::FromStr + Copy>(
        &mut self,
        e: &Element,
        name: &str,
        default: T,
        expected: &'static str,
    ) -> T {
        match value(e, name) {
            None => default,
            Some((x, v)) => v.parse().unwrap_or_else(|_| {
                self.error(x, expected, v);
                default
            }),
        }
    }

    /// A rank, `default` when missing; one that does not read is `default` with a warning.
    fn rank(&mut self, e: &Element, name: &str, default: GoRank) -> GoRank {
        match value(e, name) {
            None => default,
            Some((x, v)) => v.parse::<GoRank>().unwrap_or_else(|_| {
                self.warn(
                    x,
                    WarningKind::ReadAs(format!(
                        "<{name}> {v:?} is not a rank: read as {}",
                        crate::write::rank(default)
                    )),
                );
                default
            }),
        }
    }
}

/// A criterion of the wall list as OpenGotha names it (`None` when it has none).
fn criterion(short: &str, by_wins: bool) -> Option<&'static str> {
    Some(match (short, by_wins) {
        ("Points", _) => "NBW",
        ("Score" | "ScoreX", _) => "MMS",
        ("SOS", false) => "SOSM",
        ("SOS", true) => "SOSW",
        ("SOSOS", false) => "SOSOSM",
        ("SOSOS", true) => "SOSOSW",
        ("SODOS", false) => "SODOSM",
        ("SODOS", true) => "SODOSW",
        _ => return None,
    })
}

/// Reads a result, Black's score first (see the module documentation).
fn result(text: &str) -> Option<GoResult> {
    let (base, by_default) = match text.strip_suffix('!') {
        Some(b) => (b.trim(), true),
        None => (text.trim(), false),
    };
    let outcome = match base {
        "1-0" => GoOutcome::BlackWins,
        "0-1" => GoOutcome::WhiteWins,
        "½-½" | "1/2-1/2" | "0.5-0.5" => GoOutcome::Jigo,
        "0-0" => GoOutcome::BothLose,
        "1-1" => GoOutcome::BothWin,
        "?-?" | "" => GoOutcome::Unknown,
        _ => return None,
    };
    Some(GoResult {
        outcome,
        by_default: by_default && outcome != GoOutcome::Unknown,
    })
}

/// Reads the MacMahon program's XML file into a tournament and the warnings of what is
/// read otherwise than written.
///
/// # Errors
/// When the bytes are not well-formed XML or not the MacMahon program's file, and every
/// value that does not read, with its position.
#[allow(clippy::too_many_lines)]
pub fn read_macmahon(bytes: &[u8]) -> Result<(GoTournament, Vec<Warning>), GothaError> {
    let doc = crate::parse(bytes)?;
    let root = &doc.root;
    let mut r = Reader {
        errors: Vec::new(),
        warnings: Vec::new(),
    };
    let settings = if root.name == "Tournament" {
        root
    } else if let Some(s) = root.child("Tournament") {
        s
    } else {
        r.errors.push(Diagnostic {
            line: root.line,
            column: root.column,
            kind: ErrorKind::NotATournament(root.name.clone()),
        });
        return Err(GothaError {
            diagnostics: r.errors,
        });
    };
    let mut t = GoTournament::default();
    let name = value(settings, "Name").map_or("", |(_, v)| v).to_string();
    t.info.short_name = name.chars().take(20).collect();
    t.info.name = name;
    let declared: u16 = r.number(settings, "NumberOfRounds", 5, "a number of rounds");
    t.scoring.bar = if yes(settings, "UpperMacMahonBar", true) {
        r.rank(settings, "UpperMacMahonBarLevel", GoRank::Dan(1))
    } else {
        GoRank::Dan(9)
    };
    t.scoring.floor = if yes(settings, "LowerMacMahonBar", true) {
        r.rank(settings, "LowerMacMahonBarLevel", GoRank::Kyu(30))
    } else {
        GoRank::Kyu(30)
    };
    t.handicap.base = if yes(settings, "HandicapByLevel", false) {
        GoHandicapBase::Rank
    } else {
        GoHandicapBase::McMahon
    };
    t.handicap.no_handicap_threshold = if yes(settings, "HandicapBelow", true) {
        r.rank(settings, "HandicapBelowLevel", GoRank::Kyu(30))
    } else {
        GoRank::Dan(9)
    };
    t.handicap.correction = if yes(settings, "HandicapAdjustment", true) {
        r.number(settings, "HandicapAdjustmentValue", 0, "a number of stones")
    } else {
        0
    };
    t.handicap.ceiling = if !yes(settings, "HandicapUsed", false) {
        0
    } else if yes(settings, "HandicapLimit", true) {
        r.number(settings, "HandicapLimitValue", 9, "a number of stones")
    } else {
        9
    };

    let shorts: Vec<(&Element, &str)> = root
        .child("Walllist")
        .map(|w| descendants(w, "ShortName"))
        .unwrap_or_default()
        .into_iter()
        .map(|e| (e, e.text.trim()))
        .collect();
    let by_wins = shorts.first().is_some_and(|(_, s)| *s == "Points");
    for &(e, short) in shorts.iter().take(6) {
        match criterion(short, by_wins) {
            Some(c) => t.placement.push(c.to_string()),
            None => r.warn(
                e,
                WarningKind::LeftOut {
                    what: format!("the criterion {short:?}"),
                    why: "it has no OpenGotha name".into(),
                },
            ),
        }
    }
    if t.placement.is_empty() {
        t.placement = vec!["MMS".into(), "SOSM".into(), "SOSOSM".into()];
    }

    let mut ids: HashMap<String, usize> = HashMap::new();
    let mut keys: HashMap<String, usize> = HashMap::new();
    let mut lines: Vec<&Element> = Vec::new();
    for p in root
        .child("Playerlist")
        .map(|l| l.children_named("Player").collect::<Vec<_>>())
        .unwrap_or_default()
    {
        let Some(g) = p.child("GoPlayer") else {
            r.error(p, "a <Player> with its <GoPlayer>", &p.text);
            continue;
        };
        let id = value(p, "Id").map_or("", |(_, v)| v).to_string();
        let text = |name: &str| value(g, name).map_or("", |(_, v)| v).to_string();
        let (surname, first_name) = (text("Surname"), text("FirstName"));
        let rank = match value(g, "GoLevel") {
            None => GoRank::Kyu(30),
            Some((x, v)) => match v.parse::<GoRank>() {
                Ok(GoRank::Pro(n)) => GoRank::Dan((n.saturating_sub(1) / 3 + 7).min(9)),
                Ok(rank) => rank,
                Err(_) => {
                    r.warn(
                        x,
                        WarningKind::RankReadAs {
                            found: v.to_string(),
                            read_as: "20K".into(),
                        },
                    );
                    GoRank::Kyu(20)
                }
            },
        };
        let rating = match value(g, "Rating") {
            None => 0,
            Some((x, v)) => v.parse::<i32>().unwrap_or_else(|_| {
                r.error(x, "a whole number", v);
                0
            }),
        };
        let pin = text("EgdPin");
        let key = go_player_key(&surname, &first_name);
        if let Some(&first) = keys.get(&key) {
            r.warn(
                p,
                WarningKind::LeftOut {
                    what: format!("player {key:?}"),
                    why: format!("the player on line {} has the same name", lines[first].line),
                },
            );
            continue;
        }
        if ids.insert(id.clone(), t.players.len()).is_some() {
            r.error(p, "an <Id> no other player has", &id);
            continue;
        }
        let mut participating = vec![true; 20];
        for (x, round) in descendants(p, "NotPlayingInRound")
            .into_iter()
            .map(|x| (x, x.text.trim()))
        {
            match round.parse::<usize>() {
                Ok(n) if (1..=20).contains(&n) => participating[n - 1] = false,
                _ => r.error(x, "a round number from 1 to 20", round),
            }
        }
        keys.insert(key.clone(), t.players.len());
        lines.push(p);
        t.players.push(GoPlayer {
            key,
            name: surname,
            first_name,
            rank,
            rating,
            country: text("Country").to_ascii_uppercase(),
            club: text("Club"),
            smms_correction: i32::from(yes(p, "SuperBarMember", false)),
            participating,
            registered: !yes(p, "PreliminaryRegistration", false),
            ids: GoPlayerIds {
                egf_pin: pin,
                ..GoPlayerIds::default()
            },
        });
    }

    let mut seen: HashMap<(u16, usize), usize> = HashMap::new();
    let mut played = 0;
    for round_el in root
        .child("Roundlist")
        .map(|l| l.children_named("Round").collect::<Vec<_>>())
        .unwrap_or_default()
    {
        let round = match value(round_el, "RoundNumber") {
            Some((x, v)) => match v.parse::<u16>() {
                Ok(n) if (1..=20).contains(&n) => n,
                _ => {
                    r.error(x, "a round number from 1 to 20", v);
                    continue;
                }
            },
            None => {
                r.error(round_el, "a <RoundNumber>", &round_el.text);
                continue;
            }
        };
        for pairing in round_el.children_named("Pairing") {
            let id_of = |r: &mut Reader, name: &str| -> Option<usize> {
                let (x, id) = value(pairing, name)?;
                let p = ids.get(id).copied();
                if p.is_none() {
                    r.warn(
                        x,
                        WarningKind::LeftOut {
                            what: format!("the pairing of round {round}"),
                            why: format!("<{name}> {id:?} is no player's <Id>"),
                        },
                    );
                }
                p
            };
            let mut place = |r: &mut Reader, who: usize, what: &'static str| -> bool {
                if let Some(line) = seen.get(&(round, who)) {
                    r.warn(
                        pairing,
                        WarningKind::LeftOut {
                            what: format!("the pairing of round {round}"),
                            why: format!(
                                "player {:?} is already paired in that round (line {line})",
                                t.players[who].key
                            ),
                        },
                    );
                    return false;
                }
                seen.insert((round, who), pairing.line);
                let player = &mut t.players[who];
                if !player.plays(round) {
                    r.warn(
                        pairing,
                        WarningKind::PlaysWhileAbsent {
                            key: player.key.clone(),
                            round,
                            what,
                        },
                    );
                    player.participating[usize::from(round) - 1] = true;
                }
                if !player.registered {
                    r.warn(
                        pairing,
                        WarningKind::ReadAs(format!(
                            "player {:?} is registered preliminarily but has a {what} in round {round}: read as registered",
                            player.key
                        )),
                    );
                    player.registered = true;
                }
                true
            };
            if yes(pairing, "PairingWithBye", false) {
                let Some(who) = id_of(&mut r, "Black").or_else(|| id_of(&mut r, "White")) else {
                    continue;
                };
                if place(&mut r, who, "bye") {
                    t.byes.push((round, who));
                    played = played.max(round);
                }
                continue;
            }
            let (Some(white), Some(black)) = (id_of(&mut r, "White"), id_of(&mut r, "Black"))
            else {
                continue;
            };
            if white == black {
                r.warn(
                    pairing,
                    WarningKind::LeftOut {
                        what: format!("the pairing of round {round}"),
                        why: "it pairs a player with themselves".into(),
                    },
                );
                continue;
            }
            let handicap: u8 = r.number(pairing, "Handicap", 0, "a handicap from 0 to 9");
            let outcome = match value(pairing, "Result") {
                None => Some(GoResult {
                    outcome: GoOutcome::Unknown,
                    by_default: false,
                }),
                Some((x, v)) => {
                    let read = result(v);
                    if read.is_none() {
                        r.error(x, "a result such as 1-0, 0-1, ½-½, 0-0 or 1-1", v);
                    }
                    read
                }
            };
            let Some(result) = outcome else { continue };
            if handicap > 9 {
                r.error(pairing, "a handicap from 0 to 9", &handicap.to_string());
                continue;
            }
            if !place(&mut r, white, "game") {
                continue;
            }
            if !place(&mut r, black, "game") {
                seen.remove(&(round, white));
                continue;
            }
            played = played.max(round);
            let table: u32 = r.number(pairing, "BoardNumber", 0, "a board number");
            t.games.push(GoGame {
                round,
                table,
                white,
                black,
                handicap,
                known_colour: true,
                result,
            });
        }
    }
    t.rounds = declared.max(played).max(1);
    if declared < played {
        r.warn(
            settings,
            WarningKind::RoundsRaised {
                rounds: declared,
                played,
            },
        );
    }
    r.warnings.sort_by_key(|w| (w.line, w.column));
    GothaError::or((t, r.warnings), r.errors)
}
