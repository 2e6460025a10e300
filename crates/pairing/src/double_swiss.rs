//! The Double-Swiss System (FIDE C.04.5, applied from 1 February 2026): every pairing is
//! a match of two games between the same two players, with the colours reversed in the
//! second game and points scored per game.
//!
//! # Matches in the model and in TRF
//! TRF has one opponent, colour and result per player and round, so a match takes two
//! rounds of the model: match *k* is rounds 2*k*−1 (game 1) and 2*k* (game 2). The engine
//! pairs game 1 by the procedure below; game 2 is the same pairing with the colours
//! reversed (4.4), the same boards and the same byes. Byes apply to whole matches
//! (Preface): the pairing-allocated bye is worth a game won and a game drawn (1.4), so
//! game 1 carries the pairing-allocated bye (`U`, a win's points) and game 2 a half-point
//! bye (`H`, a draw's points); a requested bye for game 1 is repeated in game 2. An event
//! plans an even number of rounds.
//!
//! # The procedure (Articles 1 to 3)
//! - 1.2 order: score, then TPN.
//! - Preface, \[C1\]: a match ends by forfeit only when a player forfeits both games; two
//!   players who met in any other match (one game played, or each forfeiting one) have
//!   met and are not paired again; after a forfeited match they may be.
//! - 3.4 the pairing-allocated bye first: among the players \[C2\] allows (no earlier
//!   pairing-allocated bye, match won by forfeit or full-point bye), the one whose bye
//!   leaves the others pairable (3.4.1), with the lowest score (3.4.2), the most matches
//!   played (3.4.3), the largest TPN (3.4.4).
//! - 3.3 then, while players are left: the top scoregroup of the players left (the
//!   resident players) and a set of upfloaters from the lower scoregroups form the
//!   bracket (1.3.2). The set (3.5) has the fewest players \[C4\], then the highest
//!   scores \[C5\] (compared from the highest down), then leaves the next scoregroup able
//!   to form its bracket with the fewest upfloaters \[C6\], then has the fewest players
//!   who floated in the previous match \[C7\], then comes first in the order of 3.5.4 (each
//!   set sorted by descending score then TPN, sets compared by TPN). Every set considered
//!   leaves the bracket pairable (\[C1\]) and the players below it too (\[C3\]).
//! - 3.6 the bracket is paired by the first Pairing Identifier in lexicographic order:
//!   the top members (the smaller TPN of each pair) in ascending order, then their
//!   opponents in the same order; among the identifiers that comply with \[C1\], those
//!   with the fewest upfloaters' opponents who floated in the previous match \[C8\].
//! - \[C7\] and \[C8\] do not apply to the last match.
//!
//! # Colours (Article 4) and boards
//! For each pair, the colour of game 1: 4.3.1 neither player has a colour yet: the
//! higher-ranked player (1.2) receives the initial colour if their pairing number is
//! odd, the other otherwise; 4.3.2 white to the player with fewer whites; 4.3.3 alternate
//! from the most recent match in which the two had different colours; 4.3.4 alternate the
//! higher-ranked player's last colour; 4.3.5 alternate the opponent's. A player's colour
//! in a match is the colour scheduled for game 1 when at least one game of the match was
//! played (1.6). Boards follow C.04.2 (higher score, then lower score, then the higher
//! player's rank).
//!
//! # Readings the text leaves open
//! - A floater (1.5) is a player paired with a different score in the previous match,
//!   when that match was not forfeited; the pairing-allocated bye is not a float (a
//!   player who receives it has no opponent, so nobody is paired against a different
//!   score).
//! - \[C5\] compares the upfloaters' scores from the highest down; \[C6\] is a pass or
//!   fail: the scoregroup that becomes the top one next can form its bracket with the
//!   fewest upfloaters its size allows (none when even, one when odd).
//! - \[C8\] counts, for every upfloater, its opponent when that opponent floated in the
//!   previous match.
//! - The top member of a pair in 3.6 is the player with the smaller TPN, as the text
//!   says, whatever the scores.
//! - A request for a bye in game 2 alone cannot be honoured (byes apply to whole
//!   matches): game 2 keeps the pairing, and the arbiter records the game as forfeited.
//! - The search for a set of upfloaters stops after 5,000 sets of one size; only
//!   contrived fields need more.
//!
//! Acceleration (C.04.7) is not applied to Double-Swiss events: the text leaves open
//! whether its virtual points are a game's or a match's win.

use crate::lexicographic::{
    any_pairing, first_identifier, for_each_set, for_each_subset, identifier,
};
use crate::state::{not_paired, player_states};
use crate::upfloat::{self, Rules, Scoregroups};
use crate::{
    BracketReport, CheckReport, Criterion, Deviation, Message, PairedGame, Pairing, PairingError,
    PairingSystem, Step,
};
use arbiter_core::{
    ByeKind, Colour, Decision, Entry, Outcome, PlayerId, Points, RoundNo, Tournament,
};

/// The rules of the Double-Swiss system cited in its reasons.
pub mod criteria {
    use super::Criterion;
    criterion!(
        MET,
        "pairing-crit-double-swiss-met",
        "C1",
        "C.04.5 2.1.1 [C1]",
        "two players shall not meet in more than one match (a match forfeited by a player does not count)"
    );
    criterion!(
        PROHIBITED,
        "pairing-crit-double-swiss-prohibited",
        "C1-p",
        "C.04.2 (prohibited pairings)",
        "the players may not be paired with each other"
    );
    criterion!(
        BYE,
        "pairing-crit-double-swiss-bye",
        "C2",
        "C.04.5 2.1.2 [C2]",
        "no pairing-allocated bye after a pairing-allocated bye, a match won by forfeit or a full-point bye"
    );
    criterion!(
        COMPLETION,
        "pairing-crit-double-swiss-completion",
        "C3",
        "C.04.5 2.2 [C3]",
        "the players still to be paired must be pairable"
    );
    criterion!(
        FEWEST,
        "pairing-crit-double-swiss-fewest",
        "C4",
        "C.04.5 2.3.1 [C4]",
        "minimise the number of upfloaters"
    );
    criterion!(
        SCORES,
        "pairing-crit-double-swiss-scores",
        "C5",
        "C.04.5 2.3.2 [C5]",
        "maximise the scores of the upfloaters"
    );
    criterion!(
        NEXT,
        "pairing-crit-double-swiss-next",
        "C6",
        "C.04.5 2.3.3 [C6]",
        "the following scoregroup keeps a legal bracket with the fewest upfloaters"
    );
    criterion!(
        FLOATED,
        "pairing-crit-double-swiss-floated",
        "C7",
        "C.04.5 2.3.4 [C7]",
        "minimise the upfloaters who were floaters in the previous round"
    );
    criterion!(
        OPPONENTS,
        "pairing-crit-double-swiss-opponents",
        "C8",
        "C.04.5 2.3.5 [C8]",
        "minimise the upfloaters' opponents who were floaters in the previous round"
    );
    criterion!(
        UPFLOATER_ORDER,
        "pairing-crit-double-swiss-upfloater-order",
        "3.5",
        "C.04.5 3.5",
        "the first set of upfloaters in the order of 3.5.4"
    );
    criterion!(
        IDENTIFIER,
        "pairing-crit-double-swiss-identifier",
        "3.6",
        "C.04.5 3.6",
        "the first Pairing Identifier in lexicographic order"
    );
    criterion!(
        PAB,
        "pairing-crit-double-swiss-pab",
        "3.4",
        "C.04.5 3.4",
        "the pairing-allocated bye: pairable remainder, lowest score, most matches played, largest TPN"
    );
    criterion!(
        COLOURS,
        "pairing-crit-double-swiss-colours",
        "4.3",
        "C.04.5 4.3",
        "colours: initial colour, fewer whites, alternation"
    );
    criterion!(
        SECOND_GAME,
        "pairing-crit-double-swiss-second-game",
        "4.4",
        "C.04.5 4.4 and Preface",
        "the second game of a match: the same players with the colours reversed, the same byes"
    );
    /// Every criterion above, in the order declared.
    pub const ALL: &[Criterion] = &[
        MET,
        PROHIBITED,
        BYE,
        COMPLETION,
        FEWEST,
        SCORES,
        NEXT,
        FLOATED,
        OPPONENTS,
        UPFLOATER_ORDER,
        IDENTIFIER,
        PAB,
        COLOURS,
        SECOND_GAME,
    ];
}

use criteria::{
    BYE, COLOURS, FEWEST, FLOATED, IDENTIFIER, MET, NEXT, OPPONENTS, PAB, PROHIBITED, SCORES,
    SECOND_GAME, UPFLOATER_ORDER,
};

/// The FIDE Double-Swiss System (C.04.5, 2026).
#[derive(Copy, Clone, Debug, Default, Eq, PartialEq)]
pub struct DoubleSwiss;

impl DoubleSwiss {
    /// The engine.
    #[must_use]
    pub fn new() -> Self {
        DoubleSwiss
    }
}

/// What the rules of C.04.5 see of a player from the matches before the one being
/// paired (Article 1 and the Preface).
#[derive(Clone, Debug, Default)]
pub struct MatchRecord {
    /// The pairing score.
    pub score: Points,
    /// Opponents met in a match that was not forfeited, sorted (\[C1\]).
    pub met: Vec<PlayerId>,
    /// \[C2\]: had a pairing-allocated bye, won a match by forfeit or had a full-point bye.
    pub barred: bool,
    /// Matches played (not forfeited).
    pub matches: u32,
    /// The colour of each match with at least one game played (1.6), in order.
    pub colours: Vec<Colour>,
    /// Matches with white.
    pub whites: usize,
    /// Paired with a different score in the previous match (1.5).
    pub floated: bool,
}

type Player = MatchRecord;

/// Every player's [`MatchRecord`] before the match that `round` belongs to (match k is
/// rounds 2k − 1 and 2k), indexed by start rank − 1.
#[must_use]
pub fn records(t: &Tournament, round: RoundNo) -> Vec<MatchRecord> {
    histories(t, round.index() / 2)
}

/// True when the player of entry `e` lost the game by forfeit.
fn forfeited(e: &Entry) -> bool {
    matches!(e, Entry::Game { result: Some(r), .. }
        if r.decision == Decision::Forfeit && r.outcome != Outcome::Win)
}

/// The players' match histories before match `k` (0-based), which starts at round 2k.
fn histories(t: &Tournament, k: usize) -> Vec<Player> {
    let start = RoundNo::from_index(2 * k);
    let mut out: Vec<Player> = t
        .player_ids()
        .map(|id| Player {
            score: t.pairing_score(id, start),
            ..Player::default()
        })
        .collect();
    for m in 0..k {
        let rounds = [RoundNo::from_index(2 * m), RoundNo::from_index(2 * m + 1)];
        for (i, p) in out.iter_mut().enumerate() {
            let id = PlayerId::from_index(i);
            let entries = rounds.map(|r| t.entry(id, r));
            if entries.iter().any(|e| {
                matches!(
                    e,
                    Entry::Bye(ByeKind::PairingAllocated) | Entry::Bye(ByeKind::Full)
                )
            }) {
                p.barred = true;
            }
            let mut opponents: Vec<PlayerId> = entries.iter().filter_map(Entry::opponent).collect();
            opponents.dedup();
            let mut played_match = false;
            for o in opponents {
                let games: Vec<(usize, &Entry)> = entries
                    .iter()
                    .enumerate()
                    .filter(|(_, e)| e.opponent() == Some(o))
                    .collect();
                let mine_lost = games.iter().all(|(_, e)| forfeited(e));
                let theirs_lost = games
                    .iter()
                    .all(|&(g, _)| forfeited(&t.entry(o, rounds[g])));
                if mine_lost || theirs_lost {
                    // Preface: a forfeited match is not a meeting.
                    if theirs_lost && !mine_lost {
                        p.barred = true;
                    }
                    continue;
                }
                played_match = true;
                p.met.push(o);
                if m + 1 == k {
                    let (mine, theirs) = (
                        t.pairing_score(id, rounds[0]),
                        t.pairing_score(o, rounds[0]),
                    );
                    if mine != theirs {
                        p.floated = true;
                    }
                }
                if games.iter().any(|(_, e)| e.is_played_game()) {
                    // 1.6: the colour scheduled for game 1.
                    let colour = match games.first() {
                        Some((
                            0,
                            Entry::Game {
                                colour: Some(c), ..
                            },
                        )) => Some(*c),
                        Some((
                            _,
                            Entry::Game {
                                colour: Some(c), ..
                            },
                        )) => Some(!*c),
                        _ => None,
                    };
                    if let Some(c) = colour {
                        p.colours.push(c);
                    }
                }
            }
            if played_match {
                p.matches += 1;
            }
        }
    }
    for p in &mut out {
        p.met.sort_unstable();
        p.met.dedup();
        p.whites = p.colours.iter().filter(|&&c| c == Colour::White).count();
    }
    out
}

/// How one bracket was formed and paired, with its failures of \[C8\].
type Bracket = upfloat::Bracket<u32>;

struct Engine<'a> {
    t: &'a Tournament,
    round: RoundNo,
    ps: Vec<Player>,
    last: bool,
    prohibitions: bool,
    initial: Colour,
}

impl Scoregroups for Engine<'_> {
    const RULES: Rules = Rules {
        met: MET,
        prohibited: PROHIBITED,
        pab: PAB,
        fewest: FEWEST,
        scores: SCORES,
        next: NEXT,
        floated: FLOATED,
        order: UPFLOATER_ORDER,
        who: "players",
        previous: "match",
    };

    fn tournament(&self) -> &Tournament {
        self.t
    }

    fn round_paired(&self) -> RoundNo {
        self.round
    }

    fn has_prohibitions(&self) -> bool {
        self.prohibitions
    }

    fn score(&self, p: usize) -> Points {
        self.ps[p].score
    }

    fn met(&self, p: usize) -> &[PlayerId] {
        &self.ps[p].met
    }

    fn barred(&self, p: usize) -> bool {
        self.ps[p].barred
    }

    fn matches(&self, p: usize) -> u32 {
        self.ps[p].matches
    }

    fn floated(&self, p: usize) -> bool {
        !self.last && self.ps[p].floated
    }

    /// \[C6\]: the scoregroup at the top of `rest` can form its bracket with the fewest
    /// upfloaters its size allows, the players below staying pairable.
    fn next_ok(&self, _lower: &[usize], rest: &[usize]) -> bool {
        let Some(&first) = rest.first() else {
            return true;
        };
        let split = rest
            .iter()
            .take_while(|&&p| self.score(p) == self.score(first))
            .count();
        let (top, lower) = rest.split_at(split);
        if top.len() % 2 == 0 {
            return self.perfect(top) && self.perfect(lower);
        }
        lower.iter().any(|&u| {
            let mut bracket = top.to_vec();
            bracket.push(u);
            if !self.perfect(&bracket) {
                return false;
            }
            let below: Vec<usize> = lower.iter().copied().filter(|&p| p != u).collect();
            self.perfect(&below)
        })
    }

    fn for_each_set(groups: &[Vec<usize>], k: usize, f: &mut dyn FnMut(&[usize]) -> bool) {
        for_each_set(groups, k, f);
    }
}

impl<'a> Engine<'a> {
    fn new(t: &'a Tournament, round: RoundNo) -> Self {
        Engine {
            t,
            round,
            ps: histories(t, round.index() / 2),
            last: t.planned_rounds.is_some_and(|p| round.get() + 1 >= p),
            prohibitions: !t.prohibitions.is_empty(),
            initial: t.initial_colour.unwrap_or(Colour::White),
        }
    }

    fn run(&self) -> Result<Pairing, PairingError> {
        let formed =
            self.form(&mut |members, ups, steps| self.pair_bracket(members, ups, steps))?;
        let brackets = formed.brackets;
        let paired: Vec<usize> = brackets
            .iter()
            .flat_map(|b| b.pairs.iter().flat_map(|&(a, b)| [a, b]))
            .collect();
        let numbers = crate::state::pairing_numbers(self.t, self.round, &paired);
        let games: Vec<(usize, usize, Colour)> = brackets
            .iter()
            .flat_map(|b| b.pairs.iter())
            .map(|&(a, b)| {
                let (hi, lo) = self.ranked(a, b);
                (hi, lo, self.colour_of(hi, lo, &numbers))
            })
            .collect();
        let st = player_states(self.t, self.round);
        Ok(Pairing {
            round: self.round,
            games: crate::boards(&st, &games, true),
            bye: formed.bye.map(|b| self.id(b)),
            requested_byes: formed.requested_byes,
            withdrawn: formed.withdrawn,
            brackets: brackets.into_iter().map(|b| self.report(b)).collect(),
        })
    }

    /// Article 3.6: the first Pairing Identifier, among those with the fewest \[C8\]
    /// failures. `members` is sorted by TPN.
    fn pair_bracket(
        &self,
        members: &[usize],
        ups: &[usize],
        steps: &mut Vec<Step>,
    ) -> (Vec<(usize, usize)>, u32) {
        let floated_res: Vec<usize> = members
            .iter()
            .copied()
            .filter(|p| !ups.contains(p) && self.floated(*p))
            .collect();
        let mut chosen = None;
        if floated_res.is_empty() || ups.is_empty() {
            chosen = first_identifier(members, &|a, b| self.legal(a, b)).map(|p| (p, 0));
        } else {
            'count: for c in 0..=ups.len() {
                let mut best: Option<Vec<(usize, usize)>> = None;
                for_each_subset(ups, c, &mut |allowed: &[usize]| {
                    let ok = |a: usize, b: usize| {
                        if !self.legal(a, b) {
                            return false;
                        }
                        let barred = |u: usize, r: usize| {
                            ups.contains(&u) && !allowed.contains(&u) && floated_res.contains(&r)
                        };
                        !(barred(a, b) || barred(b, a))
                    };
                    if let Some(p) = first_identifier(members, &ok)
                        && best.as_ref().is_none_or(|b| identifier(&p) < identifier(b))
                    {
                        best = Some(p);
                    }
                });
                if let Some(b) = best {
                    chosen = Some((b, c as u32));
                    break 'count;
                }
            }
        }
        // The bracket was chosen pairable by an exact proof, so an identifier exists; any
        // perfect pairing is only a guard.
        let (pairs, c8) =
            chosen.unwrap_or_else(|| (any_pairing(members, &|a, b| self.legal(a, b)), 0));
        let (natural, blocked) = self.natural(members);
        if pairs != natural {
            let (detail, message) = if blocked.is_empty() {
                (
                    "the first identifier differs from top half against bottom half to spare upfloaters' opponents who floated ([C8])".to_string(),
                    Message::new("pairing-dev-double-swiss-spare"),
                )
            } else {
                (
                    format!(
                        "top half against bottom half is blocked: {}; the first identifier that complies is taken",
                        blocked.join(", ")
                    ),
                    Message::new("pairing-dev-double-swiss-blocked")
                        .text("pairs", blocked.join(", ")),
                )
            };
            steps.push(Step {
                players: members.to_vec(),
                criterion: IDENTIFIER,
                detail,
                message,
            });
        }
        if c8 > 0 {
            steps.push(Step {
                players: floated_res,
                criterion: OPPONENTS,
                detail: format!(
                    "{c8} upfloater(s) meet an opponent who floated in the previous match"
                ),
                message: Message::new("pairing-dev-double-swiss-c8").count("count", c8 as usize),
            });
        }
        (pairs, c8)
    }

    /// Article 4.3: the colour of `hi` (the higher-ranked player) in game 1.
    fn colour_of(&self, hi: usize, lo: usize, numbers: &[usize]) -> Colour {
        let (ph, pl) = (&self.ps[hi], &self.ps[lo]);
        if ph.colours.is_empty() && pl.colours.is_empty() {
            // 4.3.1
            return if numbers[hi] % 2 == 1 {
                self.initial
            } else {
                !self.initial
            };
        }
        // 4.3.2
        if ph.whites != pl.whites {
            return if ph.whites < pl.whites {
                Colour::White
            } else {
                Colour::Black
            };
        }
        // 4.3.3
        for (a, b) in ph.colours.iter().rev().zip(pl.colours.iter().rev()) {
            if a != b {
                return !*a;
            }
        }
        // 4.3.4, then 4.3.5
        if let Some(&a) = ph.colours.last() {
            return !a;
        }
        pl.colours.last().copied().unwrap_or(self.initial)
    }

    fn key(&self, p: usize) -> String {
        let ps = &self.ps[p];
        let history: String = ps
            .colours
            .iter()
            .map(|&c| if c == Colour::White { 'W' } else { 'B' })
            .collect();
        let mut k = format!(
            "score {}, {} match(es) played, colours {}, {} white(s)",
            ps.score,
            ps.matches,
            if history.is_empty() { "-" } else { &history },
            ps.whites
        );
        if ps.floated {
            k.push_str(", floated in the previous match");
        }
        k
    }

    /// [`key`](Self::key) for the catalogue: its parts said one after the other.
    fn key_message(&self, p: usize) -> Message {
        let ps = &self.ps[p];
        let history: String = ps
            .colours
            .iter()
            .map(|&c| if c == Colour::White { 'W' } else { 'B' })
            .collect();
        let mut parts = vec![
            Message::new("pairing-key-score").number("score", ps.score),
            Message::new("pairing-key-matches").count("count", ps.matches as usize),
            Message::new("pairing-key-colours")
                .text("history", if history.is_empty() { "-" } else { &history }),
            Message::new("pairing-key-whites").count("count", ps.whites),
        ];
        if ps.floated {
            parts.push(Message::new("pairing-key-floated-match"));
        }
        Message::new("pairing-key").phrases("parts", parts, ", ")
    }

    fn report(&self, b: Bracket) -> BracketReport {
        let mut failures = Vec::new();
        if b.c7 > 0 {
            failures.push((FLOATED, b.c7));
        }
        if b.failures > 0 {
            failures.push((OPPONENTS, b.failures));
        }
        self.bracket_report(b, failures, &|p| self.key(p), &|p| self.key_message(p))
    }
}

/// The bye a player has in game 2 of a match, given the bye of game 1: byes apply to whole
/// matches (Preface), and the pairing-allocated bye is worth a game won and a game drawn
/// (1.4), so it becomes a half-point bye in game 2.
#[must_use]
pub fn second_game_bye(first: ByeKind) -> ByeKind {
    match first {
        ByeKind::PairingAllocated => ByeKind::Half,
        other => other,
    }
}

/// Article 4.4 and the Preface: game 2 of the match that `round - 1` opened.
fn second_game(t: &Tournament, round: RoundNo) -> Pairing {
    let prev = RoundNo::from_index(round.index() - 1);
    let mut games = Vec::new();
    let mut in_match = vec![false; t.player_count()];
    if let Some(r) = t.round(prev) {
        for g in r.games() {
            games.push(PairedGame {
                white: g.black,
                black: g.white,
                handicap: 0,
            });
            in_match[g.white.index()] = true;
            in_match[g.black.index()] = true;
        }
    }
    let in_game = in_match.clone();
    let mut requested_byes = Vec::new();
    for id in t.player_ids() {
        if let Entry::Bye(kind) = t.entry(id, prev) {
            in_match[id.index()] = true;
            requested_byes.push((id, second_game_bye(kind)));
        }
    }
    let (others, withdrawn) = not_paired(t, round);
    let mut ignored = Vec::new();
    for (id, kind) in others {
        if in_game[id.index()] {
            ignored.push(id);
        } else if !in_match[id.index()] {
            requested_byes.push((id, kind));
        }
    }
    let withdrawn: Vec<PlayerId> = withdrawn
        .into_iter()
        .filter(|p| !in_match[p.index()])
        .collect();
    let mut deviations = vec![Deviation {
        players: Vec::new(),
        criterion: SECOND_GAME,
        detail: format!(
            "game 2 of the match paired in round {prev}: the same pairs with the colours reversed; a pairing-allocated bye becomes a draw's points (1.4)"
        ),
        message: Message::new("pairing-dev-double-swiss-game-two").text("round", prev),
    }];
    if !ignored.is_empty() {
        let names: Vec<String> = ignored.iter().map(ToString::to_string).collect();
        deviations.push(Deviation {
            players: ignored,
            criterion: SECOND_GAME,
            detail: format!(
                "a bye asked for game 2 alone is not given (byes apply to whole matches): {}; record the game as forfeited",
                names.join(", ")
            ),
            message: Message::new("pairing-dev-double-swiss-bye-game-two")
                .text("players", names.join(", ")),
        });
    }
    Pairing {
        round,
        brackets: vec![BracketReport {
            score: Points::ZERO,
            residents: Vec::new(),
            moved_down: Vec::new(),
            downfloaters: Vec::new(),
            upward: false,
            pairs: games.iter().map(|g| (g.black, g.white)).collect(),
            failures: Vec::new(),
            deviations,
            keys: Vec::new(),
            key_messages: Vec::new(),
        }],
        games,
        bye: None,
        requested_byes,
        withdrawn,
    }
}

impl PairingSystem for DoubleSwiss {
    fn name(&self) -> &'static str {
        "FIDE Double-Swiss (C.04.5, 2026)"
    }

    fn system_code(&self) -> Option<&'static str> {
        Some("FIDE_DOUBLESWISS")
    }

    fn games_per_match(&self) -> u16 {
        2
    }

    fn pair(&self, tournament: &Tournament) -> Result<Pairing, PairingError> {
        let round = crate::round_to_pair(tournament)?;
        if round.index() % 2 == 1 {
            return Ok(second_game(tournament, round));
        }
        if tournament.planned_rounds.is_some_and(|p| round.get() == p) {
            return Err(PairingError::Schedule(crate::ScheduleError::new(
                format!(
                    "round {round} would open a match with no second game: a Double-Swiss event plans an even number of rounds, two per match (C.04.5 Preface)"
                ),
                Message::new("pairing-refused-double-swiss-last").text("round", round),
            )));
        }
        Engine::new(tournament, round).run()
    }

    fn check(
        &self,
        tournament: &Tournament,
        games: &[PairedGame],
        bye: Option<PlayerId>,
    ) -> Result<CheckReport, PairingError> {
        let expected = self.pair(tournament)?;
        let round = tournament.next_round();
        if round.index() % 2 == 1 {
            let extra = |_: PlayerId, _: PlayerId| Some(SECOND_GAME);
            return crate::compare::engine_check(
                expected,
                games,
                bye,
                SECOND_GAME,
                &extra,
                SECOND_GAME,
            );
        }
        let engine = Engine::new(tournament, round);
        let extra = crate::compare::forbidden_or(|a, b| engine.forbidden(a, b), IDENTIFIER);
        let bye_rule = |b: Option<PlayerId>| {
            if b.is_some_and(|p| engine.ps[p.index()].barred) {
                BYE
            } else {
                PAB
            }
        };
        crate::compare::engine_check(expected, games, bye, COLOURS, &extra, bye_rule(bye))
    }
}

#[cfg(test)]
mod tests {
    //! The text's examples (3.5.4 the order of upfloater sets, 3.6.2 an identifier, 3.6.3
    //! the first identifier of a bracket), and one case per article that has none: each
    //! test states the situation the article decides and the outcome it prescribes.
    #![allow(clippy::unwrap_used)]
    use super::*;
    use arbiter_core::{Game, GameResult, Player, Round, ScoringSystem, TournamentInfo};

    fn field(size: usize, planned: u16) -> Tournament {
        let mut t = Tournament::new(TournamentInfo::default(), ScoringSystem::classic());
        for k in 1..=size {
            t.add_player(Player::named(format!("Player {k}")));
        }
        t.planned_rounds = Some(planned);
        t
    }

    fn id(no: usize) -> PlayerId {
        PlayerId::from_index(no - 1)
    }

    /// Plays one round: games `(white, black, result)` by pairing number, and byes.
    fn play(t: &mut Tournament, games: &[(usize, usize, GameResult)], byes: &[(usize, ByeKind)]) {
        let games = games
            .iter()
            .map(|&(w, b, r)| Game::new(id(w), id(b)).with_result(r))
            .collect();
        let byes = byes.iter().map(|&(p, k)| (id(p), k)).collect();
        t.push_round(Round::new(games, byes).unwrap()).unwrap();
    }

    /// The pairing as "white-black" by pairing number, board order.
    fn shown(p: &Pairing) -> String {
        let v: Vec<String> = p
            .games
            .iter()
            .map(|g| format!("{}-{}", g.white.index() + 1, g.black.index() + 1))
            .collect();
        v.join(" ")
    }

    fn pairs(p: &[(usize, usize)]) -> String {
        let mut v: Vec<String> = p
            .iter()
            .map(|&(a, b)| format!("{}-{}", a.min(b) + 1, a.max(b) + 1))
            .collect();
        v.sort();
        v.join(" ")
    }

    #[test]
    fn round_one_top_half_meets_bottom_half_and_colours_follow_the_number() {
        // 3.6: the first identifier is 1, 2, 3 against 4, 5, 6; 4.3.1: odd numbers get
        // the initial colour.
        let mut t = field(6, 6);
        let p = DoubleSwiss.pair(&t).unwrap();
        assert_eq!(shown(&p), "1-4 5-2 3-6");
        // 4.4: game 2 reverses the colours on the same boards.
        t.push_round(p.to_round().unwrap()).unwrap();
        let g2 = DoubleSwiss.pair(&t).unwrap();
        assert_eq!(shown(&g2), "4-1 2-5 6-3");
        let check = DoubleSwiss.check(&t, &p.games, None).unwrap();
        assert!(!check.agrees());
    }

    #[test]
    fn the_bye_goes_to_the_last_player_and_is_worth_a_win_and_a_draw() {
        // 3.4: lowest score, most matches, largest TPN; 1.4: a game won and a game drawn.
        let mut t = field(7, 4);
        let p = DoubleSwiss.pair(&t).unwrap();
        assert_eq!(p.bye, Some(id(7)));
        t.push_round(p.to_round().unwrap()).unwrap();
        let g2 = DoubleSwiss.pair(&t).unwrap();
        assert_eq!(g2.bye, None);
        assert_eq!(g2.requested_byes, vec![(id(7), ByeKind::Half)]);
        t.push_round(g2.to_round().unwrap()).unwrap();
        assert_eq!(t.score(id(7)), Points::from_halves(3));
        // [C2]: no second pairing-allocated bye for player 7.
        let e = Engine::new(&t, t.next_round());
        assert!(e.ps[6].barred);
    }

    #[test]
    fn a_rematch_moves_to_the_next_identifier() {
        let mut t = field(4, 6);
        let d = GameResult::DRAW;
        play(&mut t, &[(1, 3, d), (4, 2, d)], &[]);
        play(&mut t, &[(3, 1, d), (2, 4, d)], &[]);
        // All on 2 points: 1-3 and 2-4 met ([C1]); the first identifier is 1, 2 / 4, 3.
        let p = DoubleSwiss.pair(&t).unwrap();
        let got: Vec<(usize, usize)> = p
            .games
            .iter()
            .map(|g| (g.white.index(), g.black.index()))
            .collect();
        assert_eq!(pairs(&got), "1-4 2-3");
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.criterion == IDENTIFIER)
        );
    }

    #[test]
    fn a_match_forfeited_is_no_meeting_and_bars_the_winner_from_the_bye() {
        let mut t = field(4, 6);
        let (wf, bf) = (
            GameResult::WHITE_WINS_BY_FORFEIT,
            GameResult::BLACK_WINS_BY_FORFEIT,
        );
        // Player 3 forfeits both games against 1; 2 and 4 each forfeit one game.
        play(&mut t, &[(1, 3, wf), (2, 4, bf)], &[]);
        play(&mut t, &[(3, 1, bf), (4, 2, bf)], &[]);
        let e = Engine::new(&t, t.next_round());
        assert!(e.ps[0].met.is_empty() && e.ps[0].barred && e.ps[0].matches == 0);
        // Preface: 2 and 4 forfeited one game each: the match counts, without a colour.
        assert_eq!(e.ps[1].met, vec![id(4)]);
        assert!(e.ps[1].colours.is_empty() && e.ps[1].matches == 1);
        assert!(!e.ps[1].barred);
    }

    /// An engine for match 3 of 10 with the scores (in half points) and floats given.
    fn situation<'a>(t: &'a Tournament, halves: &[i32], floated: &[usize]) -> Engine<'a> {
        let mut e = Engine::new(t, RoundNo::from_index(4));
        for (p, &h) in halves.iter().enumerate() {
            e.ps[p].score = Points::from_halves(h);
        }
        for &f in floated {
            e.ps[f - 1].floated = true;
        }
        e
    }

    #[test]
    fn upfloaters_highest_score_then_not_floated_then_number() {
        let t = field(7, 20);
        // 1, 2, 3 on 3 points; 4, 5, 6 on 2; 7 on 1 (the bye).
        let scores = [6, 6, 6, 4, 4, 4, 2];
        let p = situation(&t, &scores, &[]).run().unwrap();
        assert_eq!(p.bye, Some(id(7)));
        assert_eq!(p.brackets[0].moved_down, vec![id(4)]);
        // [C7]: player 4 floated in the previous match, so 5 moves up.
        let p = situation(&t, &scores, &[4]).run().unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(5)]);
        assert!(
            p.brackets[0]
                .deviations
                .iter()
                .any(|d| d.criterion == UPFLOATER_ORDER)
        );
        // [C5] before [C7]: a higher score moves up even if it floated.
        let p = situation(&t, &[6, 6, 6, 5, 4, 4, 2], &[4]).run().unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(4)]);
        assert_eq!(p.brackets[0].failures, vec![(FLOATED, 1)]);
        // The last match: [C7] no longer applies.
        let mut last = t.clone();
        last.planned_rounds = Some(6);
        let p = situation(&last, &scores, &[4]).run().unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(4)]);
    }

    #[test]
    fn upfloaters_opponent_who_floated_is_spared() {
        let t = field(7, 20);
        let scores = [6, 6, 6, 4, 4, 4, 2];
        // Bracket 1, 2, 3 + 4: the natural identifier pairs the upfloater 4 with 2.
        let p = situation(&t, &scores, &[]).run().unwrap();
        assert_eq!(pairs(&bracket_pairs(&p.brackets[0])), "1-3 2-4");
        // [C8]: 2 floated in the previous match, so 4 meets 1.
        let p = situation(&t, &scores, &[2]).run().unwrap();
        assert_eq!(pairs(&bracket_pairs(&p.brackets[0])), "1-4 2-3");
        assert!(p.brackets[0].failures.is_empty());
        // 1 and 2 floated: 4 meets 3, the other resident who did not.
        let p = situation(&t, &scores, &[1, 2]).run().unwrap();
        assert_eq!(pairs(&bracket_pairs(&p.brackets[0])), "1-2 3-4");
        // Every resident floated: one failure cannot be avoided; the first identifier stays.
        let p = situation(&t, &scores, &[1, 2, 3]).run().unwrap();
        assert_eq!(pairs(&bracket_pairs(&p.brackets[0])), "1-3 2-4");
        assert_eq!(p.brackets[0].failures, vec![(OPPONENTS, 1)]);
    }

    fn bracket_pairs(b: &BracketReport) -> Vec<(usize, usize)> {
        b.pairs
            .iter()
            .map(|&(x, y)| (x.index(), y.index()))
            .collect()
    }

    #[test]
    fn an_even_top_group_that_cannot_pair_takes_two_upfloaters() {
        let t = field(6, 20);
        let mut e = situation(&t, &[6, 6, 4, 4, 2, 2], &[]);
        // [C4]: 1 and 2 have met, so two players of the 2-point group move up.
        e.ps[0].met = vec![id(2)];
        e.ps[1].met = vec![id(1)];
        let p = e.run().unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(3), id(4)]);
        assert_eq!(pairs(&bracket_pairs(&p.brackets[0])), "1-3 2-4");
        // 5 and 6 have met too: 3 and 4 cannot both move up ([C3]); the engine still
        // pairs everyone legally.
        let mut e = situation(&t, &[6, 6, 4, 4, 2, 2], &[]);
        e.ps[0].met = vec![id(2)];
        e.ps[1].met = vec![id(1)];
        e.ps[4].met = vec![id(6)];
        e.ps[5].met = vec![id(5)];
        let p = e.run().unwrap();
        let all: Vec<(usize, usize)> = p.brackets.iter().flat_map(bracket_pairs).collect();
        assert_eq!(all.len(), 3);
        assert!(all.iter().all(|&(a, b)| e.legal(a, b)));
    }

    #[test]
    fn colours_fewer_whites_then_the_latest_difference() {
        let t = field(2, 20);
        let mut e = situation(&t, &[4, 4], &[]);
        let (w, b) = (Colour::White, Colour::Black);
        // 4.3.2: the player with fewer whites gets white.
        e.ps[0].colours = vec![w, w];
        e.ps[0].whites = 2;
        e.ps[1].colours = vec![b, w];
        e.ps[1].whites = 1;
        assert_eq!(e.colour_of(0, 1, &[1, 2]), b);
        // 4.3.3: equal whites; the latest match with different colours decides.
        e.ps[1].colours = vec![w, b, w];
        e.ps[1].whites = 2;
        e.ps[0].colours = vec![b, w, w];
        assert_eq!(e.colour_of(0, 1, &[1, 2]), b);
        // 4.3.4: the same histories: the higher-ranked player alternates.
        e.ps[0].colours = vec![w, b];
        e.ps[1].colours = vec![w, b];
        e.ps[0].whites = 1;
        e.ps[1].whites = 1;
        assert_eq!(e.colour_of(0, 1, &[1, 2]), w);
        // 4.3.1: neither has a colour: an even number gives the other colour.
        e.ps[0].colours.clear();
        e.ps[1].colours.clear();
        e.ps[0].whites = 0;
        e.ps[1].whites = 0;
        assert_eq!(e.colour_of(0, 1, &[2, 1]), b);
    }

    #[test]
    fn identifier_when_the_top_half_cannot_all_be_top_members() {
        // Player 0 may only meet 1: the top members are 0 and 2 (3.6).
        let ok = |a: usize, b: usize| {
            let (a, b) = (a.min(b), a.max(b));
            a != 0 || b == 1
        };
        let p = first_identifier(&[0, 1, 2, 3], &ok).unwrap();
        assert_eq!(p, vec![(0, 1), (2, 3)]);
        // Lexicographic opponents: 0 may not meet 3, so 0-4, 1-3, 2-5.
        let ok = |a: usize, b: usize| (a.min(b), a.max(b)) != (0, 3);
        let p = first_identifier(&[0, 1, 2, 3, 4, 5], &ok).unwrap();
        assert_eq!(p, vec![(0, 4), (1, 3), (2, 5)]);
        // Nobody may meet 5: no identifier.
        let ok = |a: usize, b: usize| a != 5 && b != 5;
        assert_eq!(first_identifier(&[0, 1, 2, 3, 4, 5], &ok), None);
    }

    #[test]
    fn the_identifier_of_article_3_6_2() {
        // C.04.5 3.6.2: "If 11-24 16-6 10-9 8-4 is a pairing, its identifier is
        // 4 6 9 11 8 16 10 24" (the top member of a pair is the smaller TPN).
        let mut pairs: Vec<(usize, usize)> = [(11, 24), (16, 6), (10, 9), (8, 4)]
            .iter()
            .map(|&(a, b): &(usize, usize)| (a.min(b), a.max(b)))
            .collect();
        pairs.sort_unstable();
        assert_eq!(identifier(&pairs), vec![4, 6, 9, 11, 8, 16, 10, 24]);
    }

    #[test]
    fn the_upfloaters_of_article_3_5_4() {
        // C.04.5 3.5.4: 2, 6, 8 have 3 points and 1, 3, 5 have 2.5; [C4] asks for three
        // upfloaters and [C5] for two of 3 points and one of 2.5; the sets come as
        // {2,6,1} < {2,6,3} < ... < {6,8,5}. The situation that asks for three: the
        // residents 4, 7 and 9 (4 points) have all met each other, and 10 (0 points) has
        // met 1, 3 and 5, so that {2,6,8} would leave 10 unpairable ([C3]).
        let t = field(10, 20);
        let mut e = situation(&t, &[5, 6, 5, 8, 5, 6, 8, 6, 8, 0], &[]);
        let met = |e: &mut Engine<'_>, a: usize, b: usize| {
            e.ps[a - 1].met.push(id(b));
            e.ps[b - 1].met.push(id(a));
        };
        for (a, b) in [(4, 7), (4, 9), (7, 9), (10, 1), (10, 3), (10, 5)] {
            met(&mut e, a, b);
        }
        for p in &mut e.ps {
            p.met.sort_unstable();
        }
        let p = e.run().unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(2), id(6), id(1)]);
        // And with 10 free to meet anybody, the three players of 3 points move up.
        let e = situation(&t, &[5, 6, 5, 8, 5, 6, 8, 6, 8, 0], &[]);
        let mut e = e;
        for (a, b) in [(4, 7), (4, 9), (7, 9)] {
            met(&mut e, a, b);
        }
        for p in &mut e.ps {
            p.met.sort_unstable();
        }
        let p = e.run().unwrap();
        assert_eq!(p.brackets[0].moved_down, vec![id(2), id(6), id(8)]);
    }

    #[test]
    fn sets_come_by_scores_then_numbers() {
        // Scoregroups: [0] on 3, [1, 2] on 2, [3] on 1; sets of two.
        let groups = vec![vec![0], vec![1, 2], vec![3]];
        let mut seen = Vec::new();
        for_each_set(&groups, 2, &mut |s: &[usize]| {
            seen.push(s.to_vec());
            true
        });
        assert_eq!(
            seen,
            vec![
                vec![0, 1],
                vec![0, 2],
                vec![0, 3],
                vec![1, 2],
                vec![1, 3],
                vec![2, 3]
            ]
        );
        let mut subsets = Vec::new();
        for_each_subset(&[5, 6, 7], 2, &mut |s: &[usize]| subsets.push(s.to_vec()));
        assert_eq!(subsets, vec![vec![5, 6], vec![5, 7], vec![6, 7]]);
    }

    #[test]
    fn an_odd_number_of_planned_rounds_is_refused() {
        let t = field(4, 1);
        assert!(matches!(
            DoubleSwiss.pair(&t),
            Err(PairingError::Schedule(_))
        ));
    }
}
