//! The engine's explanation of a pairing, as the pages and the API show it: per score
//! bracket, the resident players, those moved down into it, those who float on, the pairs
//! made, the quality criteria the chosen pairing could not fully meet, and each deviation
//! from the natural pairing with the criterion that forced it.
//!
//! An explanation is computed, never stored: for a round already paired, the log is folded
//! up to the moment the round was paired and the engine runs again on that state. Engines
//! are deterministic, so this reproduces what the engine saw and did.

use crate::error::AppError;
use arbiter_core::{ByeKind, PlayerId, Tournament};
use arbiter_event::{AutoPairError, Event, Recorded, State, pair_next};
use arbiter_i18n::{Arg, Tr};
use arbiter_pairing::{Criterion, Message, Pairing, PairingSystem};
use axum::http::StatusCode;
use serde::Serialize;

/// A player as an explanation names them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerRef {
    /// Start rank.
    pub rank: u32,
    /// Name.
    pub name: String,
}

/// A pairing rule.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CriterionView {
    /// The catalogue key of `text`, which pages say in their language.
    pub key: &'static str,
    /// The short code, e.g. `C12`.
    pub code: String,
    /// Where the rule is written.
    pub article: String,
    /// What it asks (English).
    pub text: String,
}

/// A quality criterion the chosen pairing of a bracket does not fully meet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FailureView {
    /// The criterion.
    pub criterion: CriterionView,
    /// How many players fail it.
    pub players: u32,
}

/// A deviation from the natural pairing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DeviationView {
    /// The players concerned.
    pub players: Vec<PlayerRef>,
    /// The criterion that forced it.
    pub criterion: CriterionView,
    /// A sentence for the arbiter (English).
    pub detail: String,
    /// The catalogue key of `detail` (empty when the sentence has none).
    pub detail_key: &'static str,
    /// The sentence as the catalogue holds it, which pages say in their language.
    #[serde(skip)]
    pub message: Message,
}

impl DeviationView {
    /// The sentence in the language of `tr`.
    pub(crate) fn said(&self, tr: &Tr) -> String {
        if self.message.key.is_empty() {
            self.detail.clone()
        } else {
            say(*tr, &self.message)
        }
    }
}

/// A sentence of an engine in the language of `tr`: each phrase it holds said in that
/// language too, scores written as the language writes numbers, other values shown as
/// the engine wrote them (rule numbers stay as the rules write them), counts choosing
/// plural forms.
pub(crate) fn say(tr: Tr, m: &Message) -> String {
    arbiter_event::say(tr.lang(), m)
}

/// A pair made in a bracket, higher-ranked player first (colours come later).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PairView {
    /// The higher-ranked player.
    pub higher: PlayerRef,
    /// The lower-ranked player.
    pub lower: PlayerRef,
}

/// How one score bracket was paired.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BracketView {
    /// The residents' score.
    pub score: String,
    /// Resident players, in pairing order.
    pub residents: Vec<PlayerRef>,
    /// Players moved down into the bracket.
    pub moved_down: Vec<PlayerRef>,
    /// Players left unpaired, floating to the next bracket.
    pub downfloaters: Vec<PlayerRef>,
    /// "up" when the bracket is paired upward (Lim, below the median), else "down": the
    /// way its players moved in and float out.
    pub way: &'static str,
    /// The pairs made.
    pub pairs: Vec<PairView>,
    /// Quality criteria not fully met.
    pub failures: Vec<FailureView>,
    /// Deviations from the natural pairing.
    pub deviations: Vec<DeviationView>,
    /// The key ordering the bracket, per player, where the system has one (Burstein: the
    /// index; Dubov: due colour, ARO and rating).
    pub keys: Vec<KeyView>,
}

/// A player's place in a bracket's order and the key that gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KeyView {
    /// The player.
    pub player: PlayerRef,
    /// The key, e.g. "SB 4.5 BH 6.0 median 2.0".
    pub key: String,
    /// The key as the catalogue holds it (an empty key where the system's keys have no
    /// entries), which pages say in their language.
    #[serde(skip)]
    pub message: Message,
}

impl KeyView {
    /// The key in the language of `tr`.
    pub(crate) fn said(&self, tr: &Tr) -> String {
        if self.message.key.is_empty() {
            self.key.clone()
        } else {
            say(*tr, &self.message)
        }
    }
}

/// A bye the engine did not allocate (requested, or an absence).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RequestedBye {
    /// The player.
    pub player: PlayerRef,
    /// `full`, `half` or `zero`.
    pub kind: &'static str,
}

/// The engine's explanation of a round's pairing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Explanation {
    /// The round.
    pub round: u16,
    /// The engine.
    pub engine: String,
    /// True when the round as it stands is this pairing (same games, colours and bye).
    pub current: bool,
    /// How this explanation relates to the round as recorded, in a sentence (English).
    pub note: String,
    /// The catalogue key of `note`, for pages in other languages (empty without a note).
    #[serde(skip)]
    pub note_key: &'static str,
    /// Who paired the round as recorded (`manual` or an engine), which `note` may name.
    #[serde(skip)]
    pub paired_by: String,
    /// The pairing-allocated bye.
    pub bye: Option<PlayerRef>,
    /// Players not paired because of a requested bye or an absence.
    pub requested_byes: Vec<RequestedBye>,
    /// Players not paired because they withdrew.
    pub withdrawn: Vec<PlayerRef>,
    /// The brackets, highest score first.
    pub brackets: Vec<BracketView>,
    /// A Go round: each game's cost by term, each player's best other opponent.
    pub go: Option<GoExplanation>,
}

/// A Go game and its cost, split into the terms of the cost function (maximised).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GoGameCost {
    /// The table.
    pub table: u32,
    /// White.
    pub white: PlayerRef,
    /// Black.
    pub black: PlayerRef,
    /// Handicap stones.
    pub handicap: u8,
    /// The total cost.
    pub total: String,
    /// The terms that are not zero, by name.
    pub terms: Vec<(String, String)>,
}

/// A player's best other opponent in a Go round, and what taking them would lose.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GoAlternativeView {
    /// The player.
    pub player: PlayerRef,
    /// The opponent given.
    pub partner: PlayerRef,
    /// The best other opponent.
    pub best: PlayerRef,
    /// What the exchange would cost in total.
    pub loss: String,
    /// The terms of that loss.
    pub terms: Vec<(String, String)>,
}

/// How a Go round was paired (the cost function of OpenGotha).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GoExplanation {
    /// The results still unknown when the round was paired, as (round, board): they
    /// counted as OpenGotha counts an unknown result (no point to either player, the
    /// game counting in the sums of opponents' scores).
    pub unknown_results: Vec<(u16, u32)>,
    /// The games.
    pub games: Vec<GoGameCost>,
    /// Each player's best alternative.
    pub alternatives: Vec<GoAlternativeView>,
}

impl GoExplanation {
    /// The results unknown when the round was paired, in `tr`'s words.
    #[must_use]
    pub fn unknown_text(&self, tr: &Tr) -> String {
        go_unknown_text(&self.unknown_results, *tr)
    }
}

/// Games without a result, as (round, board), in `tr`'s words, grouped by round
/// (`round 1, boards 4, 5; round 2, boards 1`).
pub(crate) fn go_unknown_text(unknown: &[(u16, u32)], tr: Tr) -> String {
    let mut rounds: Vec<(u16, Vec<String>)> = Vec::new();
    for &(r, b) in unknown {
        match rounds.last_mut() {
            Some((last, boards)) if *last == r => boards.push(b.to_string()),
            _ => rounds.push((r, vec![b.to_string()])),
        }
    }
    rounds
        .into_iter()
        .map(|(r, boards)| {
            tr.ta(
                "web-desk-go-unknown-round",
                &[("round", r.into()), ("boards", boards.join(", ").into())],
            )
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The Go part of an explanation: the costs of the games of `pairing`, paired from `g`
/// (the Go tournament of the event before the round).
fn go_explanation(
    before: &State,
    g: &arbiter_core::GoTournament,
    pairing: &arbiter_pairing::gotha::GoPairing,
) -> Option<GoExplanation> {
    use arbiter_pairing::gotha::{GoRound, explain};
    let r = GoRound::new(g, pairing.round).ok()?;
    let (costs, alternatives) = explain(&r, pairing);
    let t = &before.tournament;
    let who = |i: usize| {
        let p = PlayerId::from_index(i);
        PlayerRef {
            rank: p.get(),
            name: t.player(p).map(|x| x.name.clone()).unwrap_or_default(),
        }
    };
    let terms = |list: &[(&str, i64)]| {
        list.iter()
            .filter(|(_, v)| *v != 0)
            .map(|(n, v)| ((*n).to_string(), v.to_string()))
            .collect()
    };
    Some(GoExplanation {
        unknown_results: arbiter_event::go_unknown_results(before),
        games: pairing
            .games
            .iter()
            .zip(&costs)
            .map(|(x, c)| GoGameCost {
                table: x.table,
                white: who(x.white),
                black: who(x.black),
                handicap: x.handicap,
                total: c.total().to_string(),
                terms: terms(&c.terms()),
            })
            .collect(),
        alternatives: alternatives
            .iter()
            .map(|a| GoAlternativeView {
                player: who(a.player),
                partner: who(a.partner),
                best: who(a.best),
                loss: a.total_loss.to_string(),
                terms: terms(&a.loss),
            })
            .collect(),
    })
}

/// The catalogue key of a term of the Go cost function, by the name the engine gives it.
fn go_term_key(name: &str) -> Option<&'static str> {
    Some(match name {
        "duplicate" => "pairing-go-term-duplicate",
        "random" => "pairing-go-term-random",
        "colour" => "pairing-go-term-colour",
        "category" => "pairing-go-term-category",
        "score" => "pairing-go-term-score",
        "draw" => "pairing-go-term-draw",
        "seeding" => "pairing-go-term-seeding",
        "handicap" => "pairing-go-term-handicap",
        "geography" => "pairing-go-term-geography",
        _ => return None,
    })
}

impl crate::shared::Layout {
    /// A term of the Go cost function in the page's language (a term the catalogue does
    /// not know by its own name).
    pub(crate) fn go_term(&self, name: &str) -> String {
        go_term_key(name).map_or_else(|| name.to_string(), |k| self.tr.t(k))
    }
}

fn criterion(c: &Criterion) -> CriterionView {
    CriterionView {
        key: c.key,
        code: c.code.to_string(),
        article: c.article.to_string(),
        text: c.text.to_string(),
    }
}

fn kind(k: ByeKind) -> &'static str {
    match k {
        ByeKind::Full => "full",
        ByeKind::Half => "half",
        ByeKind::Zero => "zero",
        ByeKind::PairingAllocated => "pairing",
    }
}

/// The explanation of `pairing`, made by `engine` for tournament `t`.
#[must_use]
pub fn explain(t: &Tournament, engine: &str, pairing: &Pairing) -> Explanation {
    let who = |p: PlayerId| PlayerRef {
        rank: p.get(),
        name: t.player(p).map(|x| x.name.clone()).unwrap_or_default(),
    };
    let all = |ps: &[PlayerId]| ps.iter().map(|&p| who(p)).collect::<Vec<_>>();
    Explanation {
        round: pairing.round.get(),
        engine: engine.to_string(),
        current: true,
        note: String::new(),
        note_key: "",
        paired_by: String::new(),
        bye: pairing.bye.map(who),
        requested_byes: pairing
            .requested_byes
            .iter()
            .map(|&(p, k)| RequestedBye {
                player: who(p),
                kind: kind(k),
            })
            .collect(),
        withdrawn: all(&pairing.withdrawn),
        go: None,
        brackets: pairing
            .brackets
            .iter()
            .map(|b| BracketView {
                score: b.score.to_string(),
                residents: all(&b.residents),
                moved_down: all(&b.moved_down),
                downfloaters: all(&b.downfloaters),
                way: if b.upward { "up" } else { "down" },
                pairs: b
                    .pairs
                    .iter()
                    .map(|&(h, l)| PairView {
                        higher: who(h),
                        lower: who(l),
                    })
                    .collect(),
                failures: b
                    .failures
                    .iter()
                    .map(|(c, n)| FailureView {
                        criterion: criterion(c),
                        players: *n,
                    })
                    .collect(),
                deviations: b
                    .deviations
                    .iter()
                    .map(|d| DeviationView {
                        players: all(&d.players),
                        criterion: criterion(&d.criterion),
                        detail: d.detail.clone(),
                        detail_key: d.message.key,
                        message: d.message.clone(),
                    })
                    .collect(),
                keys: b
                    .keys
                    .iter()
                    .map(|(p, k)| KeyView {
                        player: who(*p),
                        key: k.clone(),
                        message: b
                            .key_messages
                            .iter()
                            .find(|(q, _)| q == p)
                            .map(|(_, m)| m.clone())
                            .unwrap_or_default(),
                    })
                    .collect(),
            })
            .collect(),
    }
}

/// Why automatic pairing was refused, as an HTTP answer: 409 when the event is not in a
/// state to be paired (registration open, results pending), 422 when the engine finds no
/// legal pairing or the event names no engine.
pub(crate) fn refusal(e: &AutoPairError) -> AppError {
    let status = if matches!(
        e,
        AutoPairError::RegistrationOpen | AutoPairError::ResultsPending { .. }
    ) {
        StatusCode::CONFLICT
    } else {
        StatusCode::UNPROCESSABLE_ENTITY
    };
    // The API keeps the English words; desk pages say the refusal in their language.
    let mut error = AppError::new(status, e.to_string());
    error.localized = Some(refusal_message(e));
    error
}

/// The catalogue's words for a refusal: a key and its values for every reason, so that a
/// new reason fails to compile here rather than reach the desk in English.
fn refusal_message(e: &AutoPairError) -> (&'static str, Vec<(&'static str, Arg)>) {
    use arbiter_event::SettingsError;
    use arbiter_pairing::{NoPairingReason, PairingError};
    let list = |ns: &mut dyn Iterator<Item = String>| ns.collect::<Vec<_>>().join(", ");
    match e {
        AutoPairError::RegistrationOpen => ("web-desk-refused-registration-open", Vec::new()),
        AutoPairError::ResultsPending { round, boards } => (
            "web-desk-refused-results-pending",
            vec![
                ("round", Arg::from(*round)),
                ("count", Arg::from(boards.len())),
                (
                    "boards",
                    Arg::from(list(&mut boards.iter().map(u32::to_string))),
                ),
            ],
        ),
        AutoPairError::Engine(PairingError::BeyondLastRound { round, planned }) => (
            "web-desk-refused-beyond",
            vec![
                ("round", Arg::from(round.get())),
                ("planned", Arg::from(*planned)),
            ],
        ),
        AutoPairError::Engine(PairingError::NoValidPairing(reason)) => match reason {
            NoPairingReason::TooFewPlayers { available } => (
                "web-desk-refused-too-few",
                vec![("count", Arg::from(*available))],
            ),
            NoPairingReason::NoByeCandidate => ("web-desk-refused-no-bye", Vec::new()),
            NoPairingReason::Unpairable { players } => (
                "web-desk-refused-unpairable",
                vec![(
                    "players",
                    Arg::from(list(&mut players.iter().map(ToString::to_string))),
                )],
            ),
        },
        AutoPairError::Engine(PairingError::TooLarge { players }) => (
            "web-desk-refused-too-large",
            vec![("count", Arg::from(*players))],
        ),
        AutoPairError::Engine(PairingError::Inconsistent(r)) => {
            use arbiter_core::RoundError;
            match r {
                RoundError::Duplicate(p) => (
                    "web-desk-refused-inconsistent-twice",
                    vec![("player", Arg::from(p.to_string()))],
                ),
                RoundError::SelfPairing(p) => (
                    "web-desk-refused-inconsistent-self",
                    vec![("player", Arg::from(p.to_string()))],
                ),
                RoundError::TwoPairingByes(a, b) => (
                    "web-desk-refused-inconsistent-byes",
                    vec![
                        ("a", Arg::from(a.to_string())),
                        ("b", Arg::from(b.to_string())),
                    ],
                ),
            }
        }
        AutoPairError::Engine(PairingError::Schedule(s)) => flat(&s.message),
        AutoPairError::Settings(SettingsError::Go(g)) => flat(&g.message()),
        AutoPairError::Settings(SettingsError::NoTeams) => {
            ("web-desk-refused-no-teams", Vec::new())
        }
        AutoPairError::Settings(SettingsError::Teams(why)) => {
            let (key, args) = flat(why);
            (
                "web-desk-refused-teams",
                vec![("why", Arg::Phrase(key, args))],
            )
        }
        AutoPairError::UnknownSystem(e) => {
            let system = Arg::from(e.name().trim().to_string());
            match e.reason() {
                None => (
                    "web-desk-refused-unknown-system",
                    vec![
                        ("system", system),
                        ("known", Arg::from(arbiter_pairing::registry::known())),
                    ],
                ),
                // Options the system does not take or that do not read: the frame and
                // the reason in the page's language.
                Some(why) => {
                    let (key, args) = flat(&why);
                    (
                        "web-desk-refused-acceleration",
                        vec![("system", system), ("why", Arg::Phrase(key, args))],
                    )
                }
            }
        }
    }
}

/// A sentence of the engines or the event log as a key and values for the error pages,
/// which say it in their language once they know it: phrases inside said in the same
/// language, numbers written as it writes them.
fn flat(m: &Message) -> (&'static str, Vec<(&'static str, Arg)>) {
    arbiter_event::catalogue_args(m)
}

/// The pieces of a round that make it the same pairing: games with colours, and the bye.
fn shape(
    games: impl Iterator<Item = (u32, u32)>,
    bye: Option<u32>,
) -> (Vec<(u32, u32)>, Option<u32>) {
    let mut g: Vec<(u32, u32)> = games.collect();
    g.sort_unstable();
    (g, bye)
}

/// [`explain_round`] for a cached event, off the request threads (the engine runs again).
///
/// # Errors
/// As [`explain_round`], and when the task fails.
pub(crate) async fn explain_snapshot(
    snap: &std::sync::Arc<crate::cache::Snapshot>,
    no: u16,
) -> Result<Explanation, AppError> {
    let snap = std::sync::Arc::clone(snap);
    tokio::task::spawn_blocking(move || explain_round(&snap.log, &snap.state, no))
        .await
        .map_err(|e| AppError::internal(format!("the explanation task failed: {e}")))?
}

/// The explanation of round `no` as it was paired: the log of `current` (`log`) is folded
/// up to the last pairing of that round, and the event's engine pairs that state again.
///
/// # Errors
/// 404 when the round is not paired; the engine's refusal when it cannot pair that state
/// (a round paired by hand where the engine finds no pairing).
pub(crate) fn explain_round(
    log: &[Recorded],
    current: &State,
    no: u16,
) -> Result<Explanation, AppError> {
    let t = &current.tournament;
    let round = arbiter_core::RoundNo::new(no)
        .and_then(|r| t.round(r))
        .ok_or_else(|| AppError::round_not_paired(no))?;
    let at = log
        .iter()
        .rposition(|r| matches!(r.event, Event::RoundPaired { round, .. } if round == no))
        .ok_or_else(|| AppError::round_not_paired(no))?;
    let before = State::fold(log[..at].iter().map(|r| &r.event))
        .map_err(|(i, e)| AppError::internal(format!("the log does not fold at {}: {e}", i + 1)))?;
    // A Go round is paired once, and explained from its costs as well.
    let (pairing, mut x) = if before.settings.is_go() {
        let engine = arbiter_event::go_event_engine(&before).map_err(|e| {
            refusal(&AutoPairError::Settings(arbiter_event::SettingsError::Go(
                e,
            )))
        })?;
        let (g, go) = engine
            .pair_round(&before.tournament)
            .map_err(|e| refusal(&AutoPairError::Engine(e)))?;
        let pairing = arbiter_pairing::gotha::pairing_of(&before.tournament, &go);
        let mut x = explain(&before.tournament, engine.name(), &pairing);
        x.go = go_explanation(&before, &g, &go);
        (pairing, x)
    } else {
        let (pairing, event) = pair_next(&before).map_err(|e| refusal(&e))?;
        let Event::RoundPaired { engine, .. } = &event else {
            return Err(AppError::internal("the engine did not pair a round"));
        };
        let x = explain(&before.tournament, engine, &pairing);
        (pairing, x)
    };
    let paired_by = current
        .engines
        .get(usize::from(no).saturating_sub(1))
        .map(|e| e.0.clone())
        .unwrap_or_default();
    let edited = log[at..]
        .iter()
        .any(|r| matches!(r.event, Event::PairingEdited { round, .. } if round == no));
    let allocated = round
        .byes()
        .iter()
        .find(|(_, k)| *k == ByeKind::PairingAllocated)
        .map(|(p, _)| p.get());
    x.current = shape(
        round.games().iter().map(|g| (g.white.get(), g.black.get())),
        allocated,
    ) == shape(
        pairing.games.iter().map(|g| (g.white.get(), g.black.get())),
        pairing.bye.map(PlayerId::get),
    );
    x.note_key = match (edited, paired_by == "manual", x.current) {
        (true, _, true) => "web-desk-note-edited-back",
        (true, _, false) => "web-desk-note-edited",
        (false, true, true) => "web-desk-note-manual-same",
        (false, true, false) => "web-desk-note-manual",
        (false, false, true) => "web-desk-note-engine",
        (false, false, false) => "web-desk-note-engine-changed",
    };
    // The API says it in English; pages say it from the key in their language.
    x.note = arbiter_i18n::t_args(
        arbiter_i18n::Lang::En,
        x.note_key,
        &[("engine", paired_by.as_str().into())],
    );
    x.paired_by = paired_by;
    Ok(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    use arbiter_i18n::Lang;
    use arbiter_pairing::MessageArg;

    /// The refusal of a system name the registry does not accept.
    fn unknown(name: &str) -> AutoPairError {
        match arbiter_pairing::registry::find(name) {
            Err(e) => AutoPairError::UnknownSystem(e),
            Ok(_) => panic!("{name} is accepted"),
        }
    }

    #[test]
    fn a_score_in_a_sentence_is_written_as_the_language_writes_numbers() {
        let part = Message {
            key: "pairing-key-lim-moved",
            args: vec![
                ("way", MessageArg::Text("down".into())),
                ("score", MessageArg::Number("1.5".into())),
            ],
        };
        let key = Message {
            key: "pairing-key",
            args: vec![("parts", MessageArg::Phrases(vec![part], ", "))],
        };
        assert_eq!(say(Tr(Lang::En), &key), "moved down from 1.5 points");
        let fr = say(Tr(Lang::Fr), &key);
        assert!(fr.contains("1,5"), "{fr}");
        // A rule's number is not a score: it stays as the rules write it.
        let rule = Message {
            key: "pairing-key-lim-may-not",
            args: vec![("colour", MessageArg::Text("white".into()))],
        };
        assert!(say(Tr(Lang::Fr), &rule).contains("(5.1)"));
    }

    /// A diagnostic of every kind the OpenGotha reader gives, at made-up positions.
    fn gotha_diagnostics() -> Vec<arbiter_gotha::Diagnostic> {
        use arbiter_gotha::{Diagnostic, ErrorKind as K};
        let kinds = [
            K::Xml("unexpected end of file".into()),
            K::NotATournament("Turnier".into()),
            K::MissingAttribute {
                element: "GeneralParameterSet".into(),
                attribute: "numberOfRounds",
            },
            K::BadAttribute {
                element: "GeneralParameterSet".into(),
                attribute: "numberOfRounds".into(),
                expected: "a number of rounds from 1",
                found: "x".into(),
            },
            K::BadAttribute {
                element: "PairingParameterSet".into(),
                attribute: "paiMaSeedSystem1".into(),
                expected: "SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP",
                found: "x".into(),
            },
            K::UnknownPlayer {
                what: "a game",
                key: "DOEJOHN".into(),
            },
            K::DuplicatePlayer {
                key: "DOEJOHN".into(),
                first_line: 12,
            },
            K::TwiceInRound {
                key: "DOEJOHN".into(),
                round: 2,
            },
            K::NotParticipating {
                key: "DOEJOHN".into(),
                round: 2,
                what: "bye",
            },
            K::Expected {
                expected: "a round number",
                found: "x".into(),
            },
            K::RoundBeyond {
                round: 9,
                rounds: 5,
            },
        ];
        kinds
            .into_iter()
            .enumerate()
            .map(|(i, kind)| Diagnostic {
                line: 3 + i,
                column: 17,
                kind,
            })
            .collect()
    }

    /// One refusal of every kind the desk can meet.
    fn every_refusal() -> Vec<AutoPairError> {
        use arbiter_core::{GoRank, RoundError, RoundNo};
        use arbiter_event::{GoSettingsError as G, SettingsError};
        use arbiter_pairing::gotha::GoPairingError;
        use arbiter_pairing::hilton::HiltonError;
        use arbiter_pairing::roundrobin::RoundRobinError;
        use arbiter_pairing::scheveningen::ScheveningenError;
        use arbiter_pairing::{NoPairingReason as N, PairingError as P, ScheduleError};
        let p = |n: u32| PlayerId::new(n).unwrap();
        let schedule = |text: String, message: Message| {
            AutoPairError::Engine(P::Schedule(ScheduleError { text, message }))
        };
        let mut all = vec![
            AutoPairError::RegistrationOpen,
            AutoPairError::ResultsPending {
                round: 3,
                boards: vec![2, 5],
            },
            unknown("swizz"),
            unknown("dutch+warp"),
            unknown("roundrobin+baku"),
            unknown("roundrobin:sideways"),
            unknown("dutch-baku+haley"),
            AutoPairError::UnknownSystem(
                arbiter_pairing::registry::find_for("mcmahon", false).unwrap_err(),
            ),
            AutoPairError::Engine(P::BeyondLastRound {
                round: RoundNo::new(8).unwrap(),
                planned: 7,
            }),
            AutoPairError::Engine(P::NoValidPairing(N::TooFewPlayers { available: 1 })),
            AutoPairError::Engine(P::NoValidPairing(N::NoByeCandidate)),
            AutoPairError::Engine(P::NoValidPairing(N::Unpairable {
                players: vec![p(3), p(7)],
            })),
            AutoPairError::Engine(P::TooLarge { players: 412 }),
            AutoPairError::Engine(P::Inconsistent(RoundError::Duplicate(p(4)))),
            AutoPairError::Engine(P::Inconsistent(RoundError::SelfPairing(p(4)))),
            AutoPairError::Engine(P::Inconsistent(RoundError::TwoPairingByes(p(4), p(9)))),
            AutoPairError::Settings(SettingsError::NoTeams),
            // The team table's check, and the team rules' (the event log's words).
            AutoPairError::Settings(SettingsError::Teams(arbiter_event::team_error_message(
                &arbiter_core::teams::TeamError::TwoTeams {
                    player: p(4),
                    first: "Лев".into(),
                    second: "Орёл".into(),
                },
            ))),
            AutoPairError::Settings(SettingsError::Teams(
                arbiter_event::team_rules(&arbiter_event::TeamSettings::default())
                    .unwrap_err()
                    .message(),
            )),
        ];
        // Every reason an acceleration does not read, inside the unknown-system refusal.
        for name in [
            "dutch+warp",
            "dutch+groups=2200:1",
            "dutch+progressive=1600,2000",
            "dutch+groups=2200:-1@3",
            "dutch+groups=x:1@3",
            "dutch+groups=2200:1,2100:1,2000:1,1900:1@3",
            "dutch+groups=2200@3",
            "dutch+progressive=abc",
            "dutch+groups=2200:1@0",
            "dutch+progressive=2000,1600@q",
        ] {
            all.push(unknown(name));
        }
        for e in [
            RoundRobinError::TooFewPlayers(1),
            RoundRobinError::TooManyPlayers(900),
            RoundRobinError::UnknownVariant("swiss".into()),
            RoundRobinError::OddRotation(3),
            RoundRobinError::RotationBeyondTable {
                rotate: 20,
                table: 10,
                rounds: 9,
            },
        ] {
            all.push(schedule(e.to_string(), e.message()));
        }
        for e in [HiltonError::Teams(12), HiltonError::Boards(0)] {
            all.push(schedule(e.to_string(), e.message()));
        }
        let e = ScheveningenError::Size(120);
        all.push(schedule(e.to_string(), e.message()));
        for e in [
            GoPairingError::NoSuchRound {
                round: 9,
                rounds: 5,
            },
            GoPairingError::UnsupportedScore("SOS".into()),
            GoPairingError::OddWithBye(4),
        ] {
            all.push(schedule(e.to_string(), e.message()));
        }
        let rank = |s: &str| s.parse::<GoRank>().unwrap();
        for e in [
            G::System("dutch".into()),
            G::Parameters(gotha_diagnostics()),
            G::Komi("six".into()),
            G::Rank {
                field: "McMahon bar",
                text: "40k".into(),
            },
            G::Rank {
                field: "categories",
                text: "x".into(),
            },
            G::FloorAboveBar {
                floor: rank("2d"),
                bar: rank("5k"),
            },
            G::NoPlacement,
            G::UnknownCriterion {
                name: "FOO".into(),
                known: "MMS, SOSM".into(),
            },
            G::HalfPoints {
                field: "absence",
                value: 7,
            },
            G::HalfPoints {
                field: "bye",
                value: -1,
            },
            G::Categories,
        ] {
            all.push(AutoPairError::Settings(SettingsError::Go(e)));
        }
        all
    }

    /// Every refusal says in English what the error says (the API's words), and in the
    /// other languages a sentence of their own with every value in place.
    #[test]
    fn every_refusal_is_said_in_every_language() {
        for e in every_refusal() {
            let (key, args) = refusal_message(&e);
            let en = Tr(Lang::En).ta(key, &args);
            assert_eq!(en, e.to_string(), "{key}");
            for lang in [Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru] {
                let said = Tr(lang).ta(key, &args);
                assert!(
                    !said.contains("web-desk-")
                        && !said.contains("pairing-refused")
                        && !said.contains('$'),
                    "{key}, {}: {said}",
                    lang.code()
                );
                assert_ne!(said, en, "{key} in {} is the English", lang.code());
            }
        }
    }

    /// The French desk says a refusal with no English sentence in it: only the values the
    /// engine or the event gave (numbers, names, a reader's diagnostics) stay as given.
    #[test]
    fn a_refusal_on_the_french_desk_has_no_english_sentence() {
        let english = [
            " is ",
            " has ",
            " the ",
            " not ",
            " no ",
            " needs ",
            " expected ",
            " only ",
            " or ",
        ];
        for e in every_refusal() {
            let (key, args) = refusal_message(&e);
            let fr = Tr(Lang::Fr).ta(key, &args);
            // Values passed as given are taken out before looking for English words, those
            // of the phrases inside too.
            let mut rest = format!(" {fr} ");
            let mut values: Vec<&Arg> = args.iter().map(|(_, a)| a).collect();
            while let Some(a) = values.pop() {
                match a {
                    Arg::Text(t) => rest = rest.replace(t.as_str(), " "),
                    Arg::Phrase(_, inner) => values.extend(inner.iter().map(|(_, a)| a)),
                    Arg::Phrases(ps, _) => {
                        values.extend(
                            ps.iter()
                                .flat_map(|(_, inner)| inner.iter().map(|(_, a)| a)),
                        );
                    }
                    _ => {}
                }
            }
            for w in english {
                assert!(!rest.contains(w), "{key}: {w:?} in {fr:?}");
            }
        }
    }

    #[test]
    fn an_unknown_system_is_refused_in_the_pages_language() {
        let e = unknown("swizz");
        let (key, args) = refusal_message(&e);
        assert_eq!(Tr(Lang::En).ta(key, &args), e.to_string());
        for lang in [Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru] {
            let said = Tr(lang).ta(key, &args);
            assert!(
                said.contains("swizz") && !said.contains("web-desk"),
                "{said}"
            );
            assert_ne!(said, e.to_string());
        }
    }

    /// A Go parameters file's diagnostics keep their line and column in every language,
    /// with the reader's words said in the page's language.
    #[test]
    fn a_parameters_files_diagnostics_keep_their_positions() {
        use arbiter_event::{GoSettingsError as G, SettingsError};
        let e = AutoPairError::Settings(SettingsError::Go(G::Parameters(gotha_diagnostics())));
        let (key, args) = refusal_message(&e);
        let en = Tr(Lang::En).ta(key, &args);
        assert!(
            en.contains("6:17: <GeneralParameterSet> numberOfRounds: expected a number of rounds from 1, found \"x\""),
            "{en}"
        );
        let fr = Tr(Lang::Fr).ta(key, &args);
        assert!(
            fr.contains("6:17 : <GeneralParameterSet> numberOfRounds : un nombre de rondes à partir de 1 attendu"),
            "{fr}"
        );
        assert!(
            fr.contains("SPLITANDRANDOM, SPLITANDFOLD ou SPLITANDSLIP"),
            "{fr}"
        );
        let ru = Tr(Lang::Ru).ta(key, &args);
        for line in 3..14 {
            assert!(ru.contains(&format!("{line}:17: ")), "{line}: {ru}");
        }
        assert!(ru.contains("ожидается номер тура"), "{ru}");
    }

    /// Fictitious points inside an acceleration's refusal are written as the page's
    /// language writes numbers.
    #[test]
    fn the_numbers_of_an_acceleration_refusal_follow_the_language() {
        let name = "dutch+groups=2200:-1@3";
        let e = unknown(name);
        let (key, args) = refusal_message(&e);
        assert!(Tr(Lang::En).ta(key, &args).ends_with("(-1.0)"));
        for lang in [Lang::Fr, Lang::De, Lang::It, Lang::Es, Lang::Ru] {
            let said = Tr(lang).ta(key, &args);
            assert!(said.ends_with("(-1,0)"), "{}: {said}", lang.code());
        }
    }
}
