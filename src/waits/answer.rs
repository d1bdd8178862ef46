//! The answer to "which tiles complete this hand?", and the tile counts
//! that may ask it.

use core::fmt;

use crate::tile_set::TileSet;

/// The answer to "which tiles complete this hand?".
///
/// ```
/// let hand: tehai::Hand = "1112345678999m".parse().unwrap(); // nine gates
/// let waits = tehai::waits(&hand, &tehai::Context::default()).unwrap();
/// assert_eq!(waits.waits.to_string(), "123456789m");
/// assert!(waits.fifth_tile.is_empty());
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Waits {
    /// Kinds that complete the hand and can still be drawn.
    pub waits: TileSet,
    /// Kinds that would complete the hand but cannot be drawn: the hand
    /// holds all four copies (a fifth would be needed), or, for
    /// a [`Context`](crate::Context), every copy not in the hand sits in a declared meld or
    /// the seen tiles. Not real waits.
    pub fifth_tile: TileSet,
}

impl Waits {
    /// `true` if the hand is tenpai: at least one real wait.
    ///
    /// ```
    /// assert!(tehai::waits(&"1m".parse().unwrap(), &tehai::Context::default()).unwrap().is_tenpai());
    /// ```
    pub const fn is_tenpai(&self) -> bool {
        !self.waits.is_empty()
    }
}

impl fmt::Display for Waits {
    /// The waits in MPSZ notation, then the fifth-tile kinds if any:
    /// `14m`, `(none)`, `(none; fifth tile 1m)`.
    ///
    /// ```
    /// let waits = tehai::waits(&"23m456p789s11122z".parse().unwrap(), &tehai::Context::default()).unwrap();
    /// assert_eq!(waits.to_string(), "14m");
    /// let waits = tehai::waits(&"1111m111p111s999m".parse().unwrap(), &tehai::Context::default()).unwrap();
    /// assert_eq!(waits.to_string(), "(none; fifth tile 1m)");
    /// ```
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.waits.is_empty() {
            f.write_str("(none")?;
        } else {
            write!(f, "{}", self.waits)?;
        }
        match (self.waits.is_empty(), self.fifth_tile.is_empty()) {
            (true, true) => f.write_str(")"),
            (true, false) => write!(f, "; fifth tile {})", self.fifth_tile),
            (false, true) => Ok(()),
            (false, false) => write!(f, " (fifth tile {})", self.fifth_tile),
        }
    }
}
