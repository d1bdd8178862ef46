//! The error shared by every question that needs a particular tile count.

use core::fmt;

/// A question about a hand, named in [`TileCountError`].
///
/// ```
/// assert_eq!(tehai::Question::Waits.to_string(), "waits");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Question {
    /// Decomposition and the win check need `3N` or `3N + 2` tiles.
    Decompose,
    /// Waits (and useful tiles) need `3N + 1` tiles.
    Waits,
    /// Shanten needs `3N + 1` or `3N + 2` tiles.
    Shanten,
    /// The discard table needs `3N + 2` tiles.
    Discards,
}

impl fmt::Display for Question {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Question::Decompose => "decompose",
            Question::Waits => "waits",
            Question::Shanten => "shanten",
            Question::Discards => "discards",
        })
    }
}

/// The hand's tile count does not fit the question asked: decomposition
/// needs `3N` or `3N + 2` tiles, waits `3N + 1`, shanten anything but `3N`.
///
/// ```
/// use tehai::{Question, TileCountError};
/// let hand: tehai::Hand = "11m".parse()?;
/// let error = tehai::waits(&hand).unwrap_err();
/// assert_eq!(error, TileCountError { tiles: 2, question: Question::Waits });
/// assert_eq!(
///     error.to_string(),
///     "a hand of 2 tiles does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"
/// );
/// # Ok::<(), Box<dyn std::error::Error>>(())
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TileCountError {
    /// Tiles in the hand.
    pub tiles: u32,
    /// The question that was asked.
    pub question: Question,
}

impl fmt::Display for TileCountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tiles = self.tiles;
        let noun = if tiles == 1 { "tile" } else { "tiles" };
        match self.question {
            Question::Decompose => write!(
                f,
                "a hand of {tiles} {noun} cannot be decomposed: it needs 3N or 3N+2 tiles"
            ),
            Question::Waits => write!(
                f,
                "a hand of {tiles} {noun} does not wait: it needs 3N+1 tiles (1, 4, 7, 10 or 13)"
            ),
            Question::Shanten => write!(
                f,
                "a hand of {tiles} {noun} has no shanten: it needs 3N+1 or 3N+2 concealed tiles"
            ),
            Question::Discards => write!(
                f,
                "a hand of {tiles} {noun} has nothing to discard: it needs 3N+2 tiles (2, 5, 8, 11 or 14)"
            ),
        }
    }
}

impl core::error::Error for TileCountError {}
