//! What a Swiss engine needs to know about each player before pairing a round: score,
//! colour preference, float history, bye eligibility. Computed once per round from the
//! [`Tournament`], following the definitions of C.04.1, C.04.2 and C.04.3 Article 1.

use arbiter_core::{ByeKind, Colour, Entry, PlayerId, Points, RoundNo, Tournament};

/// The strength of a colour preference (C.04.3 Article 1.7).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum Strength {
    /// No game played yet: no preference.
    None,
    /// Colour difference 0: alternate from the last game (C.04.3 1.7.3).
    Mild,
    /// Colour difference ±1 (C.04.3 1.7.2).
    Strong,
    /// Colour difference beyond ±1, or the same colour in the two latest games played
    /// (C.04.3 1.7.1).
    Absolute,
}

/// A float received in an earlier round (C.04.3 Article 1.4).
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum FloatKind {
    /// Paired with a lower score, given the pairing-allocated bye, or scored more than a
    /// loss without playing (C.04.3 1.4.2, 1.4.3).
    Down,
    /// Paired with a higher score (C.04.3 1.4.2).
    Up,
}

/// One player, as seen by the engine for the round being paired.
#[derive(Clone, Debug)]
pub struct PlayerState {
    /// The player.
    pub id: PlayerId,
    /// The pairing score: points so far plus fictitious points of acceleration.
    pub score: Points,
    /// Points so far, without acceleration.
    pub real_score: Points,
    /// Colours of the games played, in order (unplayed rounds skipped, C.04.2 3.4).
    pub colours: Vec<Colour>,
    /// Games with white minus games with black (C.04.3 1.6).
    pub colour_diff: i32,
    /// The preferred colour, if any.
    pub preference: Option<Colour>,
    /// How strongly it is preferred.
    pub strength: Strength,
    /// Floats received one and two rounds before the round being paired.
    pub floats: [Option<FloatKind>; 2],
    /// May receive the pairing-allocated bye (C.04.1 Article 4, C.04.3 \[C2\]).
    pub bye_eligible: bool,
    /// Rounds in which the player did not play a game (C.04.3 \[C9\]).
    pub unplayed: u32,
    /// More than half of the maximum possible score before the final round (C.04.3 1.8).
    pub topscorer: bool,
    /// Opponents met over the board, sorted (C.04.1 Article 2: forfeits do not count).
    pub opponents: Vec<PlayerId>,
}

impl PlayerState {
    /// True when the two players have played each other.
    #[must_use]
    pub fn has_met(&self, other: PlayerId) -> bool {
        self.opponents.binary_search(&other).is_ok()
    }

    /// Sets the colours played from a string such as `WBB` (`W` White, anything else
    /// Black) and the colour difference that follows; for engines' tests.
    #[cfg(test)]
    pub(crate) fn set_colours(&mut self, colours: &str) {
        self.colours = colours
            .chars()
            .map(|c| {
                if c == 'W' {
                    Colour::White
                } else {
                    Colour::Black
                }
            })
            .collect();
        self.colour_diff = self
            .colours
            .iter()
            .map(|&c| if c == Colour::White { 1 } else { -1 })
            .sum();
    }
}

/// Points rewarded for a win, the reference of C.04.1 Article 4 and of topscorers.
pub(crate) fn win_points(t: &Tournament) -> Points {
    t.scoring.win_white.min(t.scoring.win_black)
}

/// The float `player` received in `round` (C.04.3 1.4.2 to 1.4.4): players with different
/// scores who played each other, the pairing-allocated bye, and scoring more than a loss
/// without playing. A zero-point absence or a forfeit loss gives no float.
#[must_use]
pub fn float_in(t: &Tournament, player: PlayerId, round: RoundNo) -> Option<FloatKind> {
    let entry = t.entry(player, round);
    match entry {
        Entry::Bye(ByeKind::PairingAllocated) => Some(FloatKind::Down),
        Entry::Game { opponent, .. } if entry.is_played_game() => {
            let mine = t.pairing_score(player, round);
            let theirs = t.pairing_score(opponent, round);
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => Some(FloatKind::Down),
                std::cmp::Ordering::Less => Some(FloatKind::Up),
                std::cmp::Ordering::Equal => None,
            }
        }
        _ => {
            let loss = t.scoring.loss_white.max(t.scoring.loss_black);
            (t.points_in(player, round) > loss).then_some(FloatKind::Down)
        }
    }
}

/// The colour preference from the colours played (C.04.3 1.7).
#[must_use]
pub fn preference(colours: &[Colour]) -> (Option<Colour>, Strength) {
    let diff: i32 = colours
        .iter()
        .map(|c| if *c == Colour::White { 1 } else { -1 })
        .sum();
    let n = colours.len();
    if n == 0 {
        return (None, Strength::None);
    }
    let last = colours[n - 1];
    if diff > 1 {
        return (Some(Colour::Black), Strength::Absolute);
    }
    if diff < -1 {
        return (Some(Colour::White), Strength::Absolute);
    }
    if n >= 2 && colours[n - 2] == last {
        return (Some(!last), Strength::Absolute);
    }
    match diff {
        1 => (Some(Colour::Black), Strength::Strong),
        -1 => (Some(Colour::White), Strength::Strong),
        _ => (Some(!last), Strength::Mild),
    }
}

/// The players to pair in `round` (not withdrawn, no requested bye or absence) and every
/// player's state, indexed by start rank - 1.
#[must_use]
pub fn player_states(t: &Tournament, round: RoundNo) -> Vec<PlayerState> {
    let win = win_points(t);
    let played = round.index().min(t.rounds().len());
    let last_round = t.planned_rounds.is_some_and(|p| round.get() >= p);
    let mut out = Vec::with_capacity(t.player_count());
    for id in t.player_ids() {
        let colours = t.colour_history(id);
        let colour_diff = colours
            .iter()
            .map(|c| if *c == Colour::White { 1 } else { -1 })
            .sum();
        let (preference, strength) = preference(&colours);
        let mut floats = [None, None];
        for (k, slot) in floats.iter_mut().enumerate() {
            if let Some(r) = round.index().checked_sub(k + 1) {
                *slot = float_in(t, id, RoundNo::from_index(r));
            }
        }
        let mut bye_eligible = true;
        let mut unplayed = 0;
        for r in 0..played {
            let rn = RoundNo::from_index(r);
            let e = t.entry(id, rn);
            if !e.is_played_game() {
                unplayed += 1;
                // C.04.1 Article 4: a PAB, or a win's points in one round without playing.
                if matches!(e, Entry::Bye(ByeKind::PairingAllocated))
                    || (win > Points::ZERO && t.points_in(id, rn) >= win)
                {
                    bye_eligible = false;
                }
            }
        }
        let real_score = t.score_after(id, played);
        let topscorer = last_round && real_score.times(2) > win.times(played as i32);
        let mut opponents = t.opponents(id);
        opponents.sort_unstable();
        out.push(PlayerState {
            id,
            score: t.pairing_score(id, round),
            real_score,
            colours,
            colour_diff,
            preference,
            strength,
            floats,
            bye_eligible,
            unplayed,
            topscorer,
            opponents,
        });
    }
    out
}

/// The players taking part in `round`: neither withdrawn nor with a requested bye or
/// known absence (C.04.2: such players are not paired).
#[must_use]
pub fn participants(t: &Tournament, round: RoundNo) -> Vec<PlayerId> {
    t.player_ids()
        .filter(|&p| !t.is_withdrawn(p, round) && t.request(p, round).is_none())
        .filter(|&p| !matches!(t.entry(p, round), Entry::Bye(_) | Entry::Game { .. }))
        .collect()
}

/// For each player index, the pairing number used when colours are decided by number
/// (C.04.3 5.2.5, and the Burstein and other systems that share it), 1-based; `paired`
/// holds the indices of the players paired in `round`. Players who have never taken part
/// in a pairing and are absent from this one are left out of the numbering, as the
/// reference engine does: the numbers are those of the players in the event.
#[must_use]
pub fn pairing_numbers(t: &Tournament, round: RoundNo, paired: &[usize]) -> Vec<usize> {
    let n = t.player_count();
    let mut paired_now = vec![false; n];
    for &p in paired {
        paired_now[p] = true;
    }
    let mut number = vec![0; n];
    let mut next = 0;
    for (i, slot) in number.iter_mut().enumerate() {
        let id = PlayerId::from_index(i);
        let took_part = (0..round.index()).any(|r| {
            matches!(
                t.entry(id, RoundNo::from_index(r)),
                Entry::Game { .. } | Entry::Bye(ByeKind::PairingAllocated)
            )
        });
        if paired_now[i] || took_part {
            next += 1;
            *slot = next;
        }
    }
    number
}

/// The players left out of the pairing of `round` and not already placed in it: those
/// with a requested bye or a known absence (with its kind; an absence is a zero-point
/// bye), and those who withdrew.
#[must_use]
pub fn not_paired(t: &Tournament, round: RoundNo) -> (Vec<(PlayerId, ByeKind)>, Vec<PlayerId>) {
    let mut requested = Vec::new();
    let mut withdrawn = Vec::new();
    for id in t.player_ids() {
        if matches!(t.entry(id, round), Entry::Bye(_) | Entry::Game { .. }) {
            continue;
        }
        if t.is_withdrawn(id, round) {
            withdrawn.push(id);
        } else if let Some(r) = t.request(id, round) {
            requested.push((id, r.kind.unwrap_or(ByeKind::Zero)));
        }
    }
    (requested, withdrawn)
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    #[test]
    fn preferences() {
        assert_eq!(preference(&[]), (None, Strength::None));
        assert_eq!(preference(&[W]), (Some(B), Strength::Strong));
        assert_eq!(preference(&[W, B]), (Some(W), Strength::Mild));
        assert_eq!(preference(&[B, W, W]), (Some(B), Strength::Absolute));
        assert_eq!(preference(&[W, W, B, B]), (Some(W), Strength::Absolute));
        assert_eq!(preference(&[W, B, W]), (Some(B), Strength::Strong));
    }
}
