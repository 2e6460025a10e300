//! Game results.

use crate::colour::{ByColour, Colour};
use std::fmt;

/// What a game meant for one side.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum Outcome {
    /// The side won.
    Win,
    /// The side drew.
    Draw,
    /// The side lost.
    Loss,
}

impl Outcome {
    /// The side's score in half points: 2 for a win, 1 for a draw, 0 for a loss, the unit
    /// the rating formulas count in.
    #[must_use]
    pub fn halves(self) -> u8 {
        match self {
            Outcome::Win => 2,
            Outcome::Draw => 1,
            Outcome::Loss => 0,
        }
    }
}

/// How a result came about. Tie-breaks (C.07) and ratings treat each differently.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum Decision {
    /// Played over the board (TRF `1`, `=`, `0`); rated.
    Played,
    /// Decided by forfeit, "by default" in Go (TRF `+`, `-`); not a played game.
    Forfeit,
    /// Over the board but shorter than one move (TRF `W`, `D`, `L`); counts as played for
    /// pairing but is not rated.
    NotRated,
}

/// The result of one side of a game.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub struct SideResult {
    /// Win, draw or loss.
    pub outcome: Outcome,
    /// Played, forfeited or not rated.
    pub decision: Decision,
}

impl SideResult {
    /// The TRF result letter for this side (TRF26 player section, round result column).
    #[must_use]
    pub const fn trf_code(self) -> char {
        match (self.decision, self.outcome) {
            (Decision::Played, Outcome::Win) => '1',
            (Decision::Played, Outcome::Draw) => '=',
            (Decision::Played, Outcome::Loss) => '0',
            (Decision::Forfeit, Outcome::Win) => '+',
            // A forfeit draw cannot be constructed; `-` is the only other forfeit code.
            (Decision::Forfeit, _) => '-',
            (Decision::NotRated, Outcome::Win) => 'W',
            (Decision::NotRated, Outcome::Draw) => 'D',
            (Decision::NotRated, Outcome::Loss) => 'L',
        }
    }

    /// Reads a game result letter (`1 = 0 + - W D L`, letters in either case).
    #[must_use]
    pub const fn from_trf_code(c: char) -> Option<Self> {
        let (outcome, decision) = match c {
            '1' => (Outcome::Win, Decision::Played),
            '=' => (Outcome::Draw, Decision::Played),
            '0' => (Outcome::Loss, Decision::Played),
            '+' => (Outcome::Win, Decision::Forfeit),
            '-' => (Outcome::Loss, Decision::Forfeit),
            'W' | 'w' => (Outcome::Win, Decision::NotRated),
            'D' | 'd' => (Outcome::Draw, Decision::NotRated),
            'L' | 'l' => (Outcome::Loss, Decision::NotRated),
            _ => return None,
        };
        Some(SideResult { outcome, decision })
    }

    /// True when the game was actually played (C.04.1: forfeits do not count as played
    /// games for colours or for meeting again; games of less than one move do).
    #[must_use]
    pub const fn is_played(self) -> bool {
        !matches!(self.decision, Decision::Forfeit)
    }
}

/// Why a combination of side results is not a result.
#[derive(Copy, Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[non_exhaustive]
pub enum ResultError {
    /// One side forfeited while the other played, or the kinds otherwise differ.
    #[error("the two sides disagree on how the game was decided ({white:?} against {black:?})")]
    MixedDecision {
        /// White's decision.
        white: Decision,
        /// Black's decision.
        black: Decision,
    },
    /// A forfeit can only be won or lost.
    #[error("a forfeit cannot be drawn")]
    ForfeitDraw,
}

/// The result of a game, or `Pending` while it is being played.
///
/// Both sides are recorded so that abnormal results exist: 0-0 and ½-0 in chess
/// (arbiter's decision), both-win and both-lose in Go, a double forfeit.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct GameResult(Option<(ByColour<Outcome>, Decision)>);

impl GameResult {
    /// Not yet played or not yet entered.
    pub const PENDING: GameResult = GameResult(None);
    /// 1-0.
    pub const WHITE_WINS: GameResult =
        GameResult::of(Outcome::Win, Outcome::Loss, Decision::Played);
    /// 0-1.
    pub const BLACK_WINS: GameResult =
        GameResult::of(Outcome::Loss, Outcome::Win, Decision::Played);
    /// ½-½.
    pub const DRAW: GameResult = GameResult::of(Outcome::Draw, Outcome::Draw, Decision::Played);
    /// +/− : white wins by forfeit.
    pub const WHITE_WINS_BY_FORFEIT: GameResult =
        GameResult::of(Outcome::Win, Outcome::Loss, Decision::Forfeit);
    /// −/+ : black wins by forfeit.
    pub const BLACK_WINS_BY_FORFEIT: GameResult =
        GameResult::of(Outcome::Loss, Outcome::Win, Decision::Forfeit);
    /// −/− : both sides forfeit.
    pub const DOUBLE_FORFEIT: GameResult =
        GameResult::of(Outcome::Loss, Outcome::Loss, Decision::Forfeit);

    const fn of(white: Outcome, black: Outcome, decision: Decision) -> Self {
        GameResult(Some((ByColour { white, black }, decision)))
    }

    /// A decided result from both sides' views.
    ///
    /// # Errors
    /// When the sides were decided differently (one forfeit, one played) or a forfeit is drawn.
    pub fn new(white: SideResult, black: SideResult) -> Result<Self, ResultError> {
        if white.decision != black.decision {
            return Err(ResultError::MixedDecision {
                white: white.decision,
                black: black.decision,
            });
        }
        if white.decision == Decision::Forfeit
            && (white.outcome == Outcome::Draw || black.outcome == Outcome::Draw)
        {
            return Err(ResultError::ForfeitDraw);
        }
        Ok(GameResult::of(white.outcome, black.outcome, white.decision))
    }

    /// True while no result is known.
    #[must_use]
    pub const fn is_pending(self) -> bool {
        self.0.is_none()
    }

    /// How the game was decided, if it was.
    #[must_use]
    pub fn decision(self) -> Option<Decision> {
        self.0.map(|(_, d)| d)
    }

    /// One side's result.
    #[must_use]
    pub fn side(self, colour: Colour) -> Option<SideResult> {
        self.0.map(|(o, decision)| SideResult {
            outcome: o[colour],
            decision,
        })
    }

    /// True when the game was played over the board (including games of less than one
    /// move); false for forfeits and pending games.
    #[must_use]
    pub fn is_played(self) -> bool {
        matches!(self.decision(), Some(Decision::Played | Decision::NotRated))
    }

    /// True for a result chess has: pending, decided over the board (abnormal results
    /// such as 0-0 included), or a forfeit won by one side or lost by both. A drawn
    /// forfeit and a forfeit won by both are Go's (a jigo or both-win by default).
    #[must_use]
    pub fn is_chess(self) -> bool {
        match self.0 {
            Some((o, Decision::Forfeit)) => matches!(
                (o.white, o.black),
                (Outcome::Win, Outcome::Loss)
                    | (Outcome::Loss, Outcome::Win)
                    | (Outcome::Loss, Outcome::Loss)
            ),
            _ => true,
        }
    }

    /// True for a result where exactly one side won or both drew (every normal chess result).
    #[must_use]
    pub fn is_regular(self) -> bool {
        match self.0 {
            None => true,
            Some((o, _)) => matches!(
                (o.white, o.black),
                (Outcome::Win, Outcome::Loss)
                    | (Outcome::Loss, Outcome::Win)
                    | (Outcome::Draw, Outcome::Draw)
            ),
        }
    }
}

impl fmt::Display for GameResult {
    /// Writes the usual notation: `1-0`, `½-½`, `+/-`, `0-0`, `*` for pending.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Some((o, d)) = self.0 else {
            return f.write_str("*");
        };
        let part = |x: Outcome| match (d, x) {
            (Decision::Forfeit, Outcome::Win) => "+",
            (Decision::Forfeit, Outcome::Draw) => "=",
            (Decision::Forfeit, _) => "-",
            (_, Outcome::Win) => "1",
            (_, Outcome::Draw) => "½",
            (_, Outcome::Loss) => "0",
        };
        let sep = if d == Decision::Forfeit { "/" } else { "-" };
        write!(f, "{}{sep}{}", part(o.white), part(o.black))
    }
}

/// Why a text is not a game result.
#[derive(Clone, Debug, Eq, PartialEq, thiserror::Error)]
#[error(
    "expected a result such as 1-0, 0-1, 1/2 (also =, ½-½, 0.5-0.5), +- or -+ (forfeits), --, 0-0, 1-1 or * (pending), found {0:?}"
)]
pub struct ParseResultError(pub String);

impl std::str::FromStr for GameResult {
    type Err = ParseResultError;

    /// Reads the notations arbiters type: `1-0`, `0-1`, `1/2` (also `=`, `½-½`, `1/2-1/2`,
    /// `0.5-0.5`, `0,5-0,5`), forfeits `+-`, `-+`, `--` (also with `/`), abnormal `0-0`,
    /// `1-1`, `1/2-0`, `0-1/2`, and `*` for pending; the two sides may be joined by a dash
    /// of any width or a colon (`1:0`, `½:½`, as German and Russian sheets write them). A
    /// trailing `nr` marks a game of less than one move (not rated).
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = || ParseResultError(text.to_string());
        let t = text
            .trim()
            .replace('½', "1/2")
            .replace(['–', '—', '−', ':'], "-");
        let (t, not_rated) = match t.strip_suffix("nr") {
            Some(rest) => (rest.trim().to_string(), true),
            None => (t, false),
        };
        let decision = if not_rated {
            Decision::NotRated
        } else {
            Decision::Played
        };
        let forfeit = |w, b| GameResult::of(w, b, Decision::Forfeit);
        use Outcome::{Draw, Loss, Win};
        let r = match t.as_str() {
            "*" if !not_rated => GameResult::PENDING,
            "+-" | "+/-" if !not_rated => forfeit(Win, Loss),
            "-+" | "-/+" if !not_rated => forfeit(Loss, Win),
            "--" | "-/-" if !not_rated => forfeit(Loss, Loss),
            // Go decides games by default for both players too (both win, jigo); chess
            // events refuse them.
            "++" | "+/+" if !not_rated => forfeit(Win, Win),
            "==" | "=/=" if !not_rated => forfeit(Draw, Draw),
            "=" | "1/2" | "1/2-1/2" => GameResult::of(Draw, Draw, decision),
            _ => {
                let (w, b) = t.split_once('-').ok_or_else(err)?;
                let side = |s: &str| match s.trim() {
                    "1" => Ok(Win),
                    "1/2" | "0.5" | "0,5" | ".5" | ",5" => Ok(Draw),
                    "0" => Ok(Loss),
                    _ => Err(err()),
                };
                GameResult::of(side(w)?, side(b)?, decision)
            }
        };
        Ok(r)
    }
}

impl GameResult {
    /// The ASCII notation [`GameResult::from_str`](std::str::FromStr) reads: `1-0`, `1/2`,
    /// `+-`, `0-0`, `*`...
    #[must_use]
    pub fn notation(self) -> String {
        let Some((o, d)) = self.0 else {
            return "*".into();
        };
        let part = |x: Outcome| match x {
            Outcome::Win => "1",
            Outcome::Draw => "1/2",
            Outcome::Loss => "0",
        };
        match d {
            Decision::Forfeit => {
                // `==` is Go's jigo by default; chess has no drawn forfeit.
                let f = |x: Outcome| match x {
                    Outcome::Win => "+",
                    Outcome::Draw => "=",
                    Outcome::Loss => "-",
                };
                format!("{}{}", f(o.white), f(o.black))
            }
            _ => {
                let body = if o.white == Outcome::Draw && o.black == Outcome::Draw {
                    "1/2".to_string()
                } else {
                    format!("{}-{}", part(o.white), part(o.black))
                };
                if d == Decision::NotRated {
                    format!("{body} nr")
                } else {
                    body
                }
            }
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    /// Go's decisions by default for both players: a jigo and a both-win.
    #[test]
    fn go_forfeits_read_and_write() {
        for chess in ["+-", "-+", "--", "0-0", "1/2", "*"] {
            assert!(chess.parse::<GameResult>().unwrap().is_chess(), "{chess}");
        }
        for text in ["==", "++"] {
            let r: GameResult = text.parse().unwrap();
            assert!(!r.is_chess());
            assert_eq!(r.decision(), Some(Decision::Forfeit));
            assert_eq!(r.notation(), text);
            assert_eq!(r.notation().parse::<GameResult>().unwrap(), r);
        }
        assert_eq!("=/=".parse::<GameResult>().unwrap().to_string(), "=/=");
    }

    #[test]
    fn codes_round_trip() {
        for c in ['1', '=', '0', '+', '-', 'W', 'D', 'L'] {
            assert_eq!(SideResult::from_trf_code(c).unwrap().trf_code(), c);
        }
        assert_eq!(SideResult::from_trf_code('x'), None);
    }

    #[test]
    fn notation_round_trip() {
        for s in [
            "1-0", "0-1", "1/2", "+-", "-+", "--", "0-0", "1-1", "1/2-0", "0-1/2", "*", "1-0 nr",
            "1/2 nr",
        ] {
            let r: GameResult = s.parse().unwrap();
            assert_eq!(r.notation(), s);
        }
        assert_eq!("½-½".parse::<GameResult>().unwrap(), GameResult::DRAW);
        // Issue 44: the other spellings of a draw and of the sides arbiters type.
        for draw in ["0.5-0.5", "0,5-0,5", ".5-.5", "½:½", "0.5 - 0.5", "1/2–1/2"] {
            assert_eq!(draw.parse::<GameResult>(), Ok(GameResult::DRAW), "{draw}");
        }
        assert_eq!("1:0".parse::<GameResult>(), "1-0".parse::<GameResult>());
        assert_eq!("0:1".parse::<GameResult>(), "0-1".parse::<GameResult>());
        assert_eq!("1–0".parse::<GameResult>(), "1-0".parse::<GameResult>());
        let e = "0.6-0.4".parse::<GameResult>().unwrap_err().to_string();
        assert!(e.contains("=, ½-½, 0.5-0.5"), "{e}");
        assert_eq!(
            "+/-".parse::<GameResult>().unwrap(),
            GameResult::WHITE_WINS_BY_FORFEIT
        );
        for bad in ["", "2-0", "1-", "x", "+- nr", "1:2"] {
            assert!(bad.parse::<GameResult>().is_err(), "{bad}");
        }
    }

    #[test]
    fn construction_rules() {
        let win = SideResult::from_trf_code('1').unwrap();
        let ff = SideResult::from_trf_code('-').unwrap();
        assert!(GameResult::new(win, ff).is_err());
        let loss = SideResult::from_trf_code('0').unwrap();
        assert_eq!(GameResult::new(win, loss).unwrap(), GameResult::WHITE_WINS);
        assert_eq!(GameResult::DOUBLE_FORFEIT.to_string(), "-/-");
        assert_eq!(GameResult::DRAW.to_string(), "½-½");
        assert!(!GameResult::new(loss, loss).unwrap().is_regular());
    }
}
