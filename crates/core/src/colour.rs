//! Colours (chess) or stones (Go): who moves first.

use std::fmt;
use std::ops::{Index, IndexMut, Not};

/// The side a player takes in a game. In Go, `White` is the white stones and
/// `Black` moves first; the model keeps one vocabulary for both games.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum Colour {
    /// White pieces (chess) or white stones (Go).
    White,
    /// Black pieces (chess) or black stones (Go).
    Black,
}

impl Colour {
    /// Both colours, white first.
    pub const ALL: [Colour; 2] = [Colour::White, Colour::Black];

    /// The TRF letter: `w` or `b`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }

    /// Parses `w`/`b` (either case).
    #[must_use]
    pub const fn from_letter(c: char) -> Option<Self> {
        match c {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            _ => None,
        }
    }
}

impl Not for Colour {
    type Output = Colour;
    fn not(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Colour::White => "white",
            Colour::Black => "black",
        })
    }
}

/// A pair of values, one per colour.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct ByColour<T> {
    /// The white side's value.
    pub white: T,
    /// The black side's value.
    pub black: T,
}

impl<T> Index<Colour> for ByColour<T> {
    type Output = T;
    fn index(&self, c: Colour) -> &T {
        match c {
            Colour::White => &self.white,
            Colour::Black => &self.black,
        }
    }
}

impl<T> IndexMut<Colour> for ByColour<T> {
    fn index_mut(&mut self, c: Colour) -> &mut T {
        match c {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
        }
    }
}
