//! The procedure that the Double-Swiss system (C.04.5) and the Swiss Team system (C.04.6)
//! write in the same words, their subjects (players, teams) aside: \[C1\] and the
//! prohibited pairings, the pairing-allocated bye (3.4), the brackets formed from the top
//! scoregroup and its upfloaters (3.3), the fewest upfloaters \[C4\] and the search for the
//! set of upfloaters over \[C5\] to \[C7\] (3.5). What the two texts say differently stays
//! with each engine: the order in which \[C5\] ranks the sets, the reading of \[C6\], the
//! pairing of a bracket (3.6) and the colours (Article 4).

use crate::greedy::{first_bye, perfect, unmatched};
use crate::state::{not_paired, participants};
use crate::{BracketReport, Criterion, Message, NoPairingReason, PairingError, Step};
use arbiter_core::{ByeKind, PlayerId, Points, RoundNo, Tournament};
use std::cmp::Reverse;

/// Remainders up to this size have their fewest upfloaters found by an exact matching.
const EXACT_MIN: usize = 400;
/// Sets of upfloaters of one size examined before the best found is taken.
const SET_LIMIT: usize = 5000;

/// The criteria an engine cites for the shared articles, and the words of its text.
pub(crate) struct Rules {
    pub met: Criterion,
    pub prohibited: Criterion,
    pub pab: Criterion,
    pub fewest: Criterion,
    pub scores: Criterion,
    pub next: Criterion,
    pub floated: Criterion,
    pub order: Criterion,
    /// Who is paired: "players" or "teams".
    pub who: &'static str,
    /// What a floater floated in: "match" or "round".
    pub previous: &'static str,
}

/// How one bracket was formed and paired; `F` holds the failures of its pairing (3.6).
pub(crate) struct Bracket<F> {
    pub score: Points,
    pub residents: Vec<usize>,
    pub upfloaters: Vec<usize>,
    pub pairs: Vec<(usize, usize)>,
    pub c7: u32,
    pub failures: F,
    pub steps: Vec<Step>,
}

/// Pairs a bracket (3.6): its members sorted by TPN, its upfloaters, the steps so far;
/// gives the pairs and their failures.
pub(crate) type PairBracket<'a, F> =
    dyn FnMut(&[usize], &[usize], &mut Vec<Step>) -> (Vec<(usize, usize)>, F) + 'a;

/// The round as the brackets pair it, colours not yet allocated.
pub(crate) struct Formed<F> {
    pub requested_byes: Vec<(PlayerId, ByeKind)>,
    pub withdrawn: Vec<PlayerId>,
    pub bye: Option<usize>,
    pub brackets: Vec<Bracket<F>>,
}

/// An engine of C.04.5 or C.04.6: what it knows of each participant (by index), and the
/// articles the two systems read differently.
pub(crate) trait Scoregroups {
    /// The criteria and words of the engine.
    const RULES: Rules;

    fn tournament(&self) -> &Tournament;
    fn round_paired(&self) -> RoundNo;
    /// The tournament has prohibited pairings.
    fn has_prohibitions(&self) -> bool;
    fn score(&self, p: usize) -> Points;
    /// Opponents met (\[C1\]), sorted.
    fn met(&self, p: usize) -> &[PlayerId];
    /// \[C2\] bars the pairing-allocated bye.
    fn barred(&self, p: usize) -> bool;
    /// Matches played (3.4.3).
    fn matches(&self, p: usize) -> u32;
    /// A floater of the previous match or round, where \[C7\] applies.
    fn floated(&self, p: usize) -> bool;
    /// \[C6\]: whether the scoregroup following the top one keeps a legal bracket with the
    /// fewest upfloaters, once the upfloaters have left `lower` (`rest`).
    fn next_ok(&self, lower: &[usize], rest: &[usize]) -> bool;
    /// Calls `f` with every set of `k` taken from `groups` in the order of \[C5\] then
    /// 3.5.4, until `f` returns false.
    fn for_each_set(groups: &[Vec<usize>], k: usize, f: &mut dyn FnMut(&[usize]) -> bool);

    fn id(&self, p: usize) -> PlayerId {
        PlayerId::from_index(p)
    }

    /// Why two may not meet, if they may not (\[C1\], prohibitions).
    fn forbidden(&self, a: usize, b: usize) -> Option<Criterion> {
        if self.met(a).binary_search(&self.id(b)).is_ok() {
            return Some(Self::RULES.met);
        }
        if self.has_prohibitions()
            && self
                .tournament()
                .is_prohibited(self.id(a), self.id(b), self.round_paired())
        {
            return Some(Self::RULES.prohibited);
        }
        None
    }

    fn legal(&self, a: usize, b: usize) -> bool {
        a != b && self.forbidden(a, b).is_none()
    }

    fn perfect(&self, set: &[usize]) -> bool {
        perfect(set, &|a, b| self.legal(a, b))
    }

    fn names(&self, ps: &[usize]) -> String {
        let v: Vec<String> = ps.iter().map(|&p| self.id(p).to_string()).collect();
        v.join(", ")
    }

    fn unpairable(&self, set: &[usize]) -> PairingError {
        let mut players: Vec<PlayerId> = unmatched(set, &|a, b| self.legal(a, b))
            .iter()
            .map(|&p| self.id(p))
            .collect();
        players.sort_unstable();
        PairingError::NoValidPairing(NoPairingReason::Unpairable { players })
    }

    /// The higher-ranked of a pair first: higher score, then smaller TPN.
    fn ranked(&self, a: usize, b: usize) -> (usize, usize) {
        if (Reverse(self.score(a)), a) <= (Reverse(self.score(b)), b) {
            (a, b)
        } else {
            (b, a)
        }
    }

    /// Article 3.3: the pairing-allocated bye, then bracket after bracket, each paired by
    /// `pair` (its members sorted by TPN, its upfloaters, the steps so far).
    fn form<F>(&self, pair: &mut PairBracket<'_, F>) -> Result<Formed<F>, PairingError> {
        let (requested_byes, withdrawn) = not_paired(self.tournament(), self.round_paired());
        let mut order: Vec<usize> = participants(self.tournament(), self.round_paired())
            .into_iter()
            .map(PlayerId::index)
            .collect();
        order.sort_by_key(|&p| (Reverse(self.score(p)), p));
        let mut opening = Vec::new();
        let mut bye = None;
        if order.len() % 2 == 1 {
            let b = self.choose_bye(&order, &mut opening)?;
            order.retain(|&p| p != b);
            bye = Some(b);
        } else if !self.perfect(&order) {
            return Err(self.unpairable(&order));
        }
        let mut brackets = Vec::new();
        let mut rest = order;
        while !rest.is_empty() {
            let top_score = self.score(rest[0]);
            let split = rest
                .iter()
                .take_while(|&&p| self.score(p) == top_score)
                .count();
            let lower = rest.split_off(split);
            let top = rest;
            let mut steps = std::mem::take(&mut opening);
            let (ups, c7) = self.upfloaters(&top, &lower, &mut steps)?;
            let mut members: Vec<usize> = top.iter().chain(&ups).copied().collect();
            members.sort_unstable();
            let (pairs, failures) = pair(&members, &ups, &mut steps);
            rest = lower.iter().copied().filter(|p| !ups.contains(p)).collect();
            brackets.push(Bracket {
                score: top_score,
                residents: top,
                upfloaters: ups,
                pairs,
                c7,
                failures,
                steps,
            });
        }
        Ok(Formed {
            requested_byes,
            withdrawn,
            bye,
            brackets,
        })
    }

    /// Article 3.4.
    fn choose_bye(&self, order: &[usize], steps: &mut Vec<Step>) -> Result<usize, PairingError> {
        let mut cands: Vec<usize> = order.iter().copied().filter(|&p| !self.barred(p)).collect();
        if cands.is_empty() {
            return Err(PairingError::NoValidPairing(if order.len() == 1 {
                NoPairingReason::TooFewPlayers { available: 1 }
            } else {
                NoPairingReason::NoByeCandidate
            }));
        }
        cands.sort_by_key(|&p| (self.score(p), Reverse(self.matches(p)), Reverse(p)));
        let barred: Vec<usize> = order.iter().copied().filter(|&p| self.barred(p)).collect();
        // 3.4.1: the first candidate whose bye leaves the others pairable.
        if let Some(i) = first_bye(order, &cands, &|a, b| self.legal(a, b)) {
            let c = cands[i];
            let mut detail = format!(
                "{} receives the pairing-allocated bye (score {}, {} match(es) played)",
                self.id(c),
                self.score(c),
                self.matches(c)
            );
            if i > 0 {
                detail.push_str(&format!(
                    "; passed over because the others could not all be paired (3.4.1): {}",
                    self.names(&cands[..i])
                ));
            }
            if !barred.is_empty() {
                detail.push_str(&format!(
                    "; may not receive it ([C2]): {}",
                    self.names(&barred)
                ));
            }
            let mut message = Message::new("pairing-dev-upfloat-bye")
                .text("player", self.id(c))
                .number("score", self.score(c))
                .count("matches", self.matches(c) as usize);
            let mut also = Vec::new();
            if i > 0 {
                also.push(
                    Message::new("pairing-dev-upfloat-bye-passed")
                        .text("players", self.names(&cands[..i])),
                );
            }
            if !barred.is_empty() {
                also.push(
                    Message::new("pairing-dev-upfloat-bye-barred")
                        .text("players", self.names(&barred)),
                );
            }
            if !also.is_empty() {
                message = Message::new("pairing-dev-then")
                    .phrase("first", message)
                    .phrases("rest", also, "; ");
            }
            steps.push(Step::new(vec![c], Self::RULES.pab, detail, message));
            return Ok(c);
        }
        let rest: Vec<usize> = order
            .iter()
            .copied()
            .filter(|&p| p != cands[cands.len() - 1])
            .collect();
        Err(self.unpairable(&rest))
    }

    /// The fewest upfloaters the top scoregroup needs (\[C4\]), by an exact matching of
    /// the whole remainder when it is small (a pairing of `top` + `lower` with the fewest
    /// pairs across), else a lower bound: those of `top` a maximum matching among
    /// themselves leaves over.
    fn fewest(&self, top: &[usize], lower: &[usize]) -> usize {
        use arbiter_matching::{Wide, max_weight_matching};
        let all: Vec<usize> = top.iter().chain(lower).copied().collect();
        if all.len() > EXACT_MIN {
            if top.len() <= EXACT_MIN {
                return unmatched(top, &|a, b| self.legal(a, b)).len();
            }
            return top.len() % 2;
        }
        let n = all.len() as u64;
        let mut edges = Vec::new();
        for i in 0..all.len() {
            for j in i + 1..all.len() {
                if self.legal(all[i], all[j]) {
                    let across = u64::from((i < top.len()) != (j < top.len()));
                    edges.push((i, j, Wide::<1>([n + 1 - across])));
                }
            }
        }
        let mate = max_weight_matching(all.len(), &edges);
        (0..top.len())
            .filter(|&i| mate[i].is_some_and(|j| j >= top.len()))
            .count()
            .max(top.len() % 2)
    }

    /// Article 3.5: the upfloaters of the bracket of `top`, and how many of them floated
    /// in the previous match or round.
    fn upfloaters(
        &self,
        top: &[usize],
        lower: &[usize],
        steps: &mut Vec<Step>,
    ) -> Result<(Vec<usize>, u32), PairingError> {
        let mut k = self.fewest(top, lower);
        while k <= lower.len() {
            if let Some((set, key, examined)) = self.best_set(top, lower, k) {
                if k > 0 {
                    self.explain_set(top, lower, &set, key, examined, steps);
                }
                return Ok((set, key.1));
            }
            k += 2;
        }
        let all: Vec<usize> = top.iter().chain(lower).copied().collect();
        Err(self.unpairable(&all))
    }

    fn explain_set(
        &self,
        top: &[usize],
        lower: &[usize],
        set: &[usize],
        key: (bool, u32),
        examined: usize,
        steps: &mut Vec<Step>,
    ) {
        let rules = Self::RULES;
        let (why, why_message) = if top.len() % 2 == 1 && set.len() == 1 {
            (
                format!("the top scoregroup has an odd number of {}", rules.who),
                Message::new("pairing-dev-upfloat-odd").text("who", rules.who),
            )
        } else {
            (
                format!(
                    "the top scoregroup of {} cannot be paired with fewer",
                    top.len()
                ),
                Message::new("pairing-dev-upfloat-fewer").count("count", top.len()),
            )
        };
        steps.push(Step::new(
            set.to_vec(),
            rules.fewest,
            format!("{} upfloater(s): {why}", set.len()),
            Message::new("pairing-dev-upfloat-fewest")
                .count("count", set.len())
                .phrase("why", why_message),
        ));
        let scores: Vec<String> = set.iter().map(|&p| self.score(p).to_string()).collect();
        let first_below = lower.first().map(|&p| self.score(p));
        steps.push(Step::new(
            set.to_vec(),
            rules.scores,
            format!(
                "upfloaters' scores {} (the highest score below the top scoregroup is {})",
                scores.join(", "),
                first_below.map_or("none".into(), |s| s.to_string())
            ),
            Message::new("pairing-dev-upfloat-scores")
                .phrases(
                    "scores",
                    scores
                        .iter()
                        .map(|x| Message::new("pairing-dev-value").number("value", x))
                        .collect(),
                    ", ",
                )
                .phrase(
                    "below",
                    first_below.map_or(Message::new("pairing-dev-none"), |s| {
                        Message::new("pairing-dev-value").number("value", s)
                    }),
                ),
        ));
        if key.0 {
            steps.push(Step::new(
                set.to_vec(),
                rules.next,
                "no set of upfloaters lets the following scoregroup form its bracket with the fewest upfloaters".into(),
                Message::new("pairing-dev-upfloat-next"),
            ));
        }
        if key.1 > 0 {
            let who: Vec<usize> = set.iter().copied().filter(|&p| self.floated(p)).collect();
            steps.push(Step::new(
                who.clone(),
                rules.floated,
                format!(
                    "{} floated in the previous {} and could not be spared",
                    self.names(&who),
                    rules.previous
                ),
                Message::new("pairing-dev-upfloat-floated")
                    .text("players", self.names(&who))
                    .text("previous", rules.previous),
            ));
        }
        steps.push(Step::new(
            set.to_vec(),
            rules.order,
            format!(
                "{} move(s) up: the first such set in the order of 3.5.4 ({examined} set(s) examined)",
                self.names(set)
            ),
            Message::new("pairing-dev-upfloat-order")
                .text("players", self.names(set))
                .count("examined", examined),
        ));
    }

    /// The best set of `k` upfloaters (\[C5\] to \[C7\], then 3.5.4), with its failures
    /// (\[C6\] failed, \[C7\] count) and the number of sets examined.
    fn best_set(
        &self,
        top: &[usize],
        lower: &[usize],
        k: usize,
    ) -> Option<(Vec<usize>, (bool, u32), usize)> {
        if k == 0 {
            let ok = self.perfect(top) && self.perfect(lower);
            return ok.then(|| (Vec::new(), (!self.next_ok(lower, lower), 0), 1));
        }
        // Only those who may meet somebody of the top scoregroup can float up.
        let cands: Vec<usize> = lower
            .iter()
            .copied()
            .filter(|&u| top.iter().any(|&r| self.legal(u, r)))
            .collect();
        if cands.len() < k {
            return None;
        }
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &c in &cands {
            match groups.last_mut() {
                Some(g) if self.score(g[0]) == self.score(c) => g.push(c),
                _ => groups.push(vec![c]),
            }
        }
        let mut best: Option<(Vec<usize>, (bool, u32))> = None;
        let mut examined = 0;
        Self::for_each_set(&groups, k, &mut |set: &[usize]| {
            if let Some((b, _)) = &best {
                // [C5] ranks first: once a set is found, only sets with the same scores
                // can still be better.
                let same_scores = b
                    .iter()
                    .zip(set)
                    .all(|(&x, &y)| self.score(x) == self.score(y));
                if !same_scores {
                    return false;
                }
            }
            examined += 1;
            if examined > SET_LIMIT {
                return false;
            }
            let mut bracket: Vec<usize> = top.to_vec();
            bracket.extend_from_slice(set);
            if !self.perfect(&bracket) {
                return true;
            }
            let rest: Vec<usize> = lower.iter().copied().filter(|p| !set.contains(p)).collect();
            if !self.perfect(&rest) {
                return true;
            }
            let key = (
                !self.next_ok(lower, &rest),
                set.iter().filter(|&&p| self.floated(p)).count() as u32,
            );
            if best.as_ref().is_none_or(|(_, k0)| key < *k0) {
                best = Some((set.to_vec(), key));
            }
            key != (false, 0)
        });
        best.map(|(s, key)| (s, key, examined.min(SET_LIMIT)))
    }

    /// The pairs of the top half against the bottom half of `members` (sorted by TPN),
    /// and those of them that may not meet, with the reason.
    fn natural(&self, members: &[usize]) -> (Vec<(usize, usize)>, Vec<String>) {
        let m = members.len() / 2;
        let natural: Vec<(usize, usize)> = (0..m).map(|i| (members[i], members[m + i])).collect();
        let blocked = natural
            .iter()
            .filter_map(|&(a, b)| {
                self.forbidden(a, b)
                    .map(|c| format!("{} - {} ({})", self.id(a), self.id(b), c.code))
            })
            .collect();
        (natural, blocked)
    }

    /// The report of a bracket: its pairs higher-ranked first, the failures given, the
    /// upfloaters' and residents' keys by `key`, for the catalogue by `key_message`.
    fn bracket_report<F>(
        &self,
        b: Bracket<F>,
        failures: Vec<(Criterion, u32)>,
        key: &dyn Fn(usize) -> String,
        key_message: &dyn Fn(usize) -> Message,
    ) -> BracketReport {
        let keyed: Vec<usize> = b.upfloaters.iter().chain(&b.residents).copied().collect();
        BracketReport {
            score: b.score,
            residents: b.residents.iter().map(|&p| self.id(p)).collect(),
            moved_down: b.upfloaters.iter().map(|&p| self.id(p)).collect(),
            downfloaters: Vec::new(),
            upward: true,
            pairs: b
                .pairs
                .iter()
                .map(|&(x, y)| {
                    let (h, l) = self.ranked(x, y);
                    (self.id(h), self.id(l))
                })
                .collect(),
            failures,
            deviations: b.steps.into_iter().map(Step::into_deviation).collect(),
            keys: keyed.iter().map(|&p| (self.id(p), key(p))).collect(),
            key_messages: keyed
                .iter()
                .map(|&p| (self.id(p), key_message(p)))
                .collect(),
        }
    }
}
