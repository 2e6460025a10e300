//! Point systems: how many points each kind of result and bye is worth.

use crate::colour::Colour;
use crate::points::Points;
use crate::result::{Decision, Outcome, SideResult};
use crate::round::ByeKind;

/// The points each result brings, by kind (TRF26 record 162; the `BB?` and JaVaFo `XXS`
/// records spell the same facts). Defaults are 1/½/0 with a full point for a
/// pairing-allocated bye (C.04.1 art. 4: "the player receives the points of a win").
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct ScoringSystem {
    /// A won game with white (and a win of less than one move).
    pub win_white: Points,
    /// A won game with black.
    pub win_black: Points,
    /// A drawn game with white.
    pub draw_white: Points,
    /// A drawn game with black.
    pub draw_black: Points,
    /// A lost game with white.
    pub loss_white: Points,
    /// A lost game with black.
    pub loss_black: Points,
    /// A win by forfeit (or "by default" in Go).
    pub forfeit_win: Points,
    /// A loss by forfeit.
    pub forfeit_loss: Points,
    /// A full-point bye (TRF `F`).
    pub full_bye: Points,
    /// A half-point bye (TRF `H`).
    pub half_bye: Points,
    /// A zero-point bye, or a round without a pairing (TRF `Z` or blank).
    pub zero_bye: Points,
    /// The pairing-allocated bye (TRF `U`).
    pub pairing_bye: Points,
    /// Points a file declares for an unknown result, e.g. an adjourned game (TRF26 162
    /// code `X`). Kept as declared; arbiter credits a pending game nothing until its
    /// result is entered.
    pub unknown: Option<Points>,
}

impl Default for ScoringSystem {
    fn default() -> Self {
        ScoringSystem::uniform(Points::ONE, Points::HALF, Points::ZERO)
    }
}

impl ScoringSystem {
    /// The classic 1 / ½ / 0.
    #[must_use]
    pub fn classic() -> Self {
        Self::default()
    }

    /// A colour-blind system from points for a win, a draw and a loss, with byes and
    /// forfeits following TRF26 162 defaults: forfeit win, full-point bye and
    /// pairing-allocated bye score as a win, half-point bye as a draw, forfeit loss and
    /// zero-point bye as zero (code `A`).
    #[must_use]
    pub fn uniform(win: Points, draw: Points, loss: Points) -> Self {
        ScoringSystem {
            win_white: win,
            win_black: win,
            draw_white: draw,
            draw_black: draw,
            loss_white: loss,
            loss_black: loss,
            forfeit_win: win,
            forfeit_loss: Points::ZERO,
            full_bye: win,
            half_bye: draw,
            zero_bye: Points::ZERO,
            pairing_bye: win,
            unknown: None,
        }
    }

    /// Points for one side of a decided game.
    #[must_use]
    pub fn game_points(&self, colour: Option<Colour>, side: SideResult) -> Points {
        let black = colour == Some(Colour::Black);
        match (side.decision, side.outcome) {
            (Decision::Forfeit, Outcome::Win) => self.forfeit_win,
            (Decision::Forfeit, _) => self.forfeit_loss,
            (_, Outcome::Win) => pick(black, self.win_white, self.win_black),
            (_, Outcome::Draw) => pick(black, self.draw_white, self.draw_black),
            (_, Outcome::Loss) => pick(black, self.loss_white, self.loss_black),
        }
    }

    /// Points for a bye of the given kind.
    #[must_use]
    pub fn bye_points(&self, kind: ByeKind) -> Points {
        match kind {
            ByeKind::PairingAllocated => self.pairing_bye,
            ByeKind::Full => self.full_bye,
            ByeKind::Half => self.half_bye,
            ByeKind::Zero => self.zero_bye,
        }
    }

    /// Points for a round in which the player was neither paired nor given a bye.
    #[must_use]
    pub fn absence_points(&self) -> Points {
        self.zero_bye
    }

    /// The points of a win, a draw and a loss when they do not depend on colour.
    #[must_use]
    pub fn win_draw_loss(&self) -> Option<(Points, Points, Points)> {
        (self.win_white == self.win_black
            && self.draw_white == self.draw_black
            && self.loss_white == self.loss_black)
            .then_some((self.win_white, self.draw_white, self.loss_white))
    }

    /// True when the TRF26 162 record can state this system exactly: colour-blind, forfeit
    /// win and full-point bye worth a win, half-point bye worth a draw, and forfeit loss and
    /// zero-point bye worth the same (code `A`).
    #[must_use]
    pub fn fits_record_162(&self) -> bool {
        match self.win_draw_loss() {
            Some((w, d, _)) => {
                self.forfeit_win == w
                    && self.full_bye == w
                    && self.half_bye == d
                    && self.forfeit_loss == self.zero_bye
            }
            None => false,
        }
    }
}

fn pick(black: bool, white: Points, b: Points) -> Points {
    if black { b } else { white }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_one_zero() {
        let s = ScoringSystem::uniform(Points::whole(3), Points::ONE, Points::ZERO);
        assert_eq!(s.bye_points(ByeKind::Half), Points::ONE);
        assert_eq!(s.bye_points(ByeKind::PairingAllocated), Points::whole(3));
        assert!(s.fits_record_162());
        assert!(ScoringSystem::classic().fits_record_162());
    }
}
