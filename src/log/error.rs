//! The error every reader and the replay report: where, and why.

use core::fmt;

/// Why a record could not be read or replayed.
///
/// ```
/// assert_eq!(tehai::log::LogErrorReason::BadTile.message(), "not a tile");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum LogErrorReason {
    /// The text ends inside a tag, a string or a line.
    UnexpectedEnd,
    /// Not the syntax of the format (a tag, an attribute, JSON).
    Syntax,
    /// A number that does not parse or is out of range.
    BadNumber,
    /// A tile id or name that is no tile.
    BadTile,
    /// A meld code or call that decodes to no meld.
    BadMeld,
    /// A seat out of range.
    BadSeat,
    /// A required attribute or field is missing.
    Missing,
    /// An event of a round before the round is dealt.
    NoRound,
    /// An event of a game before the game starts.
    NoGame,
    /// A list longer than the format allows.
    TooLong,
    /// An event type the format does not have.
    UnknownEvent,
    /// A tile the player does not hold (the replay).
    NotInHand,
    /// A hand that cannot hold that many tiles, or melds (the replay).
    TooManyTiles,
    /// A tile hidden from the record's viewer (mjai's `?`).
    HiddenTile,
    /// A yaku name the format does not have.
    UnknownYaku,
}

impl LogErrorReason {
    /// The reason in words.
    ///
    /// ```
    /// assert_eq!(tehai::log::LogErrorReason::NoRound.message(), "an event before the round is dealt");
    /// ```
    pub const fn message(self) -> &'static str {
        match self {
            LogErrorReason::UnexpectedEnd => "the text ends too early",
            LogErrorReason::Syntax => "not the format's syntax",
            LogErrorReason::BadNumber => "not a number in range",
            LogErrorReason::BadTile => "not a tile",
            LogErrorReason::BadMeld => "not a meld",
            LogErrorReason::BadSeat => "not a seat",
            LogErrorReason::Missing => "a required field is missing",
            LogErrorReason::NoRound => "an event before the round is dealt",
            LogErrorReason::NoGame => "an event before the game starts",
            LogErrorReason::TooLong => "more entries than the format allows",
            LogErrorReason::UnknownEvent => "an unknown event",
            LogErrorReason::NotInHand => "a tile the player does not hold",
            LogErrorReason::TooManyTiles => "more tiles or melds than a hand holds",
            LogErrorReason::HiddenTile => "a hidden tile",
            LogErrorReason::UnknownYaku => "an unknown yaku name",
        }
    }
}

/// A record that could not be read: the byte offset in the input where
/// the problem is, the reason, and the field or tag concerned.
///
/// ```
/// let error = tehai::log::LogError { offset: 12, reason: tehai::log::LogErrorReason::BadTile, field: "hai" };
/// assert_eq!(error.to_string(), "byte 12: not a tile (hai)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LogError {
    /// Byte offset of the tag, line or field at fault.
    pub offset: usize,
    /// Why.
    pub reason: LogErrorReason,
    /// The attribute, field or event concerned ("" when none).
    pub field: &'static str,
}

impl fmt::Display for LogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "byte {}: {}", self.offset, self.reason.message())?;
        if !self.field.is_empty() {
            write!(f, " ({})", self.field)?;
        }
        Ok(())
    }
}

impl core::error::Error for LogError {}

impl fmt::Display for LogErrorReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.message())
    }
}

impl core::error::Error for LogErrorReason {}
