//! The status every fallible call returns, written once as a list that makes
//! the `#[repr(u32)]` enum, its numbers and its messages; and the two calls
//! that describe the library itself ([`tehai_status_str`], [`tehai_version`]).

use core::ffi::{CStr, c_char};
use core::fmt;

use tehai::Error;

/// Builds a status enum from one list of `Name = number => c"message"`
/// entries, each with its doc comment. From the list it makes:
///
/// * the `#[repr(u32)]` enum, with the numbers written in the list (they are
///   part of the ABI: never change one, never reuse one);
/// * `ALL` (every status, in list order), `from_u32` (unknown numbers give
///   `None`), `message` (the static C string `tehai_status_str` returns),
///   `name` (the variant's Rust name) and `doc` (its doc comment, which the
///   header test copies into `include/tehai.h`).
///
/// cbindgen cannot see inside a macro, so `capi/tests/header.rs` writes the
/// C declaration of the status from `ALL`, `name` and `doc`.
macro_rules! status_list {
    (
        $(#[$attr:meta])*
        pub enum $name:ident {
            $(
                $(#[doc = $doc:literal])*
                $variant:ident = $value:literal => $message:literal,
            )+
        }
    ) => {
        $(#[$attr])*
        #[repr(u32)]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $(
                $(#[doc = $doc])*
                $variant = $value,
            )+
        }

        impl $name {
            /// Every status, in the order of the list (ascending numbers).
            pub const ALL: &'static [$name] = &[$($name::$variant),+];

            /// The status with this number, or `None` for a number that is
            /// not (or not yet) a status.
            pub const fn from_u32(value: u32) -> Option<$name> {
                match value {
                    $($value => Some($name::$variant),)+
                    _ => None,
                }
            }

            /// The static, NUL-terminated message of this status: what
            /// `tehai_status_str` returns for its number.
            pub const fn message(self) -> &'static CStr {
                match self {
                    $($name::$variant => $message,)+
                }
            }

            /// The variant's name in Rust (`NullPointer`); in C it is written
            /// in capitals with a prefix (`TEHAI_STATUS_NULL_POINTER`).
            pub const fn name(self) -> &'static str {
                match self {
                    $($name::$variant => stringify!($variant),)+
                }
            }

            /// The variant's documentation, one line per doc-comment line.
            pub const fn doc(self) -> &'static str {
                match self {
                    $($name::$variant => concat!($($doc, "\n"),*),)+
                }
            }
        }
    };
}

status_list! {
    /// Result of every fallible `tehai_*` call: `Ok` (0) or the reason for
    /// the failure. The numbers are part of the ABI and never change; new
    /// failures get new numbers.
    ///
    /// ```
    /// use tehai_capi::TehaiStatus;
    /// assert_eq!(TehaiStatus::BadNotation as u32, 6);
    /// assert_eq!(TehaiStatus::from_u32(6), Some(TehaiStatus::BadNotation));
    /// assert_eq!(TehaiStatus::from_u32(1000), None);
    /// assert_eq!(TehaiStatus::Ok.to_string(), "success");
    /// ```
    pub enum TehaiStatus {
        /// Success.
        Ok = 0 => c"success",
        /// A required pointer is NULL (or an array pointer is NULL with a
        /// non-zero length or capacity).
        NullPointer = 1 => c"a required pointer is NULL",
        /// A tile kind would hold more than four copies (in the hand, or in
        /// the hand and its declared melds together).
        CountAboveFour = 2 => c"a tile kind would hold more than 4 copies",
        /// A hand would hold more than 14 concealed tiles.
        TooManyTiles = 3 => c"more than 14 concealed tiles",
        /// More than four declared melds.
        TooManyDeclaredMelds = 4 => c"more than 4 declared melds",
        /// The hand's tile count does not fit the question: the win check
        /// needs `3N + 2` tiles, decomposition `3N` or `3N + 2`, waits
        /// `3N + 1`, shanten `3N + 1` or `3N + 2`; beside declared melds a
        /// hand holds at most `14 - 3 * melds` tiles.
        WrongTileCount = 5 => c"the hand's tile count does not fit the question (3N+2 to win, 3N or 3N+2 to decompose, 3N+1 for waits, 3N+1 or 3N+2 for shanten)",
        /// The text is not valid MPSZ notation (unknown character, digits
        /// without a suit letter, a suit letter without digits, `8z`, `9z`
        /// or `0z`, more than two red fives of a suit, empty text, several
        /// tiles where one is expected); or a `TehaiParsedHand` whose red
        /// fives no notation can write, or a `TehaiParsedTile` whose red flag
        /// is not 0 or 1, or is 1 for a tile that is no five of a number suit.
        BadNotation = 6 => c"not valid MPSZ notation",
        /// An output buffer is too small; the needed size has been written to
        /// the call's count or length out-parameter, nothing else was written.
        BufferTooSmall = 7 => c"an output buffer is too small; the needed size was written",
        /// A tile index is not below 34.
        InvalidTileIndex = 8 => c"a tile index is not below 34",
        /// The text is not valid UTF-8.
        InvalidUtf8 = 9 => c"the text is not valid UTF-8",
        /// A `TehaiHand` has bits set outside its ranks (above rank 9 of a
        /// number suit or rank 7 of the honors).
        InvalidPackedHand = 10 => c"a packed hand has bits set outside its ranks",
        /// A tile to remove is not in the hand.
        TileNotInHand = 11 => c"the tile to remove is not in the hand",
        /// An array length is wrong (a counts array holds exactly 34 entries),
        /// or so large that the array could not exist in memory.
        InvalidLength = 12 => c"an array length is wrong or too large to address",
        /// A pointer is not aligned for its type.
        MisalignedPointer = 13 => c"a pointer is not aligned for its type",
        /// A bug in tehai: a panic was caught at the boundary, or an internal
        /// invariant failed. Please report it.
        InternalError = 14 => c"internal error in tehai (a bug: please report it)",
        /// A declared meld is not a meld: an unknown kind, a chi that leaves
        /// its suit or uses honors, more red fives than it holds fives (or
        /// more than two), or a non-zero reserved byte.
        InvalidMeld = 15 => c"a declared meld is not a meld (unknown kind, a chi leaving its suit, too many red fives, or a non-zero reserved byte)",
        /// The tiles do not make a winning hand in any form (scoring).
        NotAWinningHand = 16 => c"the tiles do not make a winning hand",
        /// The hand wins but has no yaku; dora do not count (scoring).
        NoYaku = 17 => c"the hand has no yaku",
        /// The winning tile is not among the concealed tiles (scoring).
        WinningTileNotInHand = 18 => c"the winning tile is not among the concealed tiles",
        /// A `TehaiWinContext` byte is not valid: a flag other than 0 or 1,
        /// a wind above 3, a seat byte (`liable`, `discarder`) above 4, an
        /// indicator count above 5, an unknown preset, or a non-zero padding
        /// or reserved byte; or a win context that cannot happen at a table
        /// and has no status of its own (riichi with double riichi, tenhou
        /// or chiihou with riichi or haitei, chankan of a kind the winner
        /// holds, renhou by tsumo, by the dealer, with a meld or riichi,
        /// open riichi without riichi, sashikomi without open riichi or by
        /// tsumo, paarenchan by a non-dealer, kita or north seats that do not
        /// fit the player count, a chi at three players, the winner liable or
        /// discarding, a discarder on a tsumo, more red fives than the rules'
        /// tile set holds, nagashi mangan under rules without it).
        InvalidWinContext = 19 => c"the win context is not valid (a bad byte, an unknown preset, or a situation that cannot happen at a table)",
        /// Riichi declared with an open meld.
        RiichiWithOpenHand = 20 => c"riichi with an open meld",
        /// Double riichi declared with an open meld.
        DoubleRiichiWithOpenHand = 21 => c"double riichi with an open meld",
        /// Ippatsu without riichi or double riichi.
        IppatsuWithoutRiichi = 22 => c"ippatsu without riichi",
        /// Chankan (robbing a kan) is won on a discard, never by tsumo.
        ChankanOnTsumo = 23 => c"chankan is won on a discard, not by tsumo",
        /// Rinshan kaihou is won by tsumo.
        RinshanWithoutTsumo = 24 => c"rinshan kaihou is won by tsumo",
        /// Rinshan kaihou without a declared kan.
        RinshanWithoutKan = 25 => c"rinshan kaihou without a declared kan",
        /// Haitei raoyue is won by tsumo.
        HaiteiWithoutTsumo = 26 => c"haitei raoyue is won by tsumo",
        /// Haitei and rinshan together: the last tile is never a replacement tile.
        HaiteiWithRinshan = 27 => c"haitei raoyue and rinshan kaihou cannot both happen",
        /// Houtei raoyui is won on a discard.
        HouteiOnTsumo = 28 => c"houtei raoyui is won on a discard",
        /// Houtei and chankan together.
        HouteiWithChankan = 29 => c"houtei raoyui and chankan cannot both happen",
        /// Tenhou with a declared meld.
        TenhouWithMelds = 30 => c"tenhou with a declared meld",
        /// Tenhou on a discard.
        TenhouOnRon = 31 => c"tenhou is won by tsumo",
        /// Tenhou by a non-dealer.
        TenhouNotDealer = 32 => c"tenhou is the dealer's (East's) win",
        /// Chiihou with a declared meld.
        ChiihouWithMelds = 33 => c"chiihou with a declared meld",
        /// Chiihou on a discard.
        ChiihouOnRon = 34 => c"chiihou is won by tsumo",
        /// Chiihou by the dealer.
        ChiihouAsDealer = 35 => c"chiihou is a non-dealer's win",
        /// A `TehaiTable` is not valid: `players` is neither 3 nor 4, or its
        /// reserved byte is not 0.
        InvalidTable = 36 => c"the table is not valid (players neither 3 nor 4, or a non-zero reserved byte)",
        /// A three-player question about a tile from 2m to 8m (in the hand,
        /// the declared melds or the seen tiles): three players do not use
        /// them.
        NotInThreePlayer = 37 => c"a tile from 2m to 8m in a three-player question",
        /// A tile set (a `uint64_t`, bit `i` for tile index `i`) has a bit
        /// above bit 33 set.
        InvalidTileSet = 38 => c"a tile set has a bit above bit 33 set",
        /// A 136-tile id is not below 136, or the same id is given twice
        /// (each id is one physical tile).
        InvalidTileId = 39 => c"a 136-tile id is not below 136, or an id is given twice",
        /// The rules are not valid: a `TehaiRules` byte outside its option's
        /// values, a non-zero reserved byte, an unknown preset, an unknown
        /// option name or a value text the option does not take.
        InvalidRules = 40 => c"the rules are not valid (a bad TehaiRules byte, an unknown preset or option, or a value the option does not take)",
        /// The payments of a ron were asked without the discarder
        /// (`TehaiWinContext::discarder` is 0).
        NoDiscarder = 41 => c"the payments of a ron need the discarder",
        /// A `TehaiFuItem` is not an item tehai writes: an unknown reason, a
        /// byte its reason does not use that is not `TEHAI_NONE` (or 0), a
        /// tile above 33, flags that do not fit the tile, or a fu that does
        /// not agree with the rest.
        InvalidFuItem = 42 => c"the fu item is not one tehai writes (a bad TehaiFuItem byte)",
    }
}

impl fmt::Display for TehaiStatus {
    /// The status's message, as [`tehai_status_str`] returns it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.message().to_str() {
            Ok(text) => f.write_str(text),
            Err(_) => f.write_str(self.name()),
        }
    }
}

impl From<TehaiStatus> for u32 {
    /// The status's number.
    fn from(status: TehaiStatus) -> u32 {
        status as u32
    }
}

impl From<Error> for TehaiStatus {
    /// The status a C caller sees for an error of the core. Each status keeps
    /// the number it always had; a cause the core may add later, before a
    /// status is given to it, is `InternalError`.
    fn from(error: Error) -> Self {
        match error {
            Error::Empty
            | Error::UnknownCharacter { .. }
            | Error::DigitsWithoutSuit { .. }
            | Error::SuitWithoutDigits { .. }
            | Error::InvalidHonor { .. }
            | Error::NotASingleTile
            | Error::TooManyRedFives { .. }
            | Error::MeldFormat
            | Error::NotAWind
            | Error::NotATile { .. }
            | Error::FourPlainFives { .. }
            | Error::UnknownMeldKind
            | Error::RedFivesNotInHand { .. } => TehaiStatus::BadNotation,
            Error::UnknownTileId { .. } | Error::RepeatedTileId { .. } => {
                TehaiStatus::InvalidTileId
            }
            Error::TooManyIndicators { .. }
            | Error::RedFivesNotInRules { .. }
            | Error::RiichiWithDoubleRiichi
            | Error::TenhouWithRiichi
            | Error::ChiihouWithRiichi
            | Error::TenhouWithHaitei
            | Error::ChiihouWithHaitei
            | Error::ChankanOnHeldKind
            | Error::RenhouOnTsumo
            | Error::RenhouAsDealer
            | Error::RenhouWithMelds
            | Error::RenhouWithRiichi
            | Error::OpenRiichiWithoutRiichi
            | Error::SashikomiWithoutOpenRiichi
            | Error::SashikomiOnTsumo
            | Error::PaarenchanNotDealer
            | Error::KitaInFourPlayers
            | Error::ChiInThreePlayers
            | Error::NorthSeatInThreePlayers
            | Error::LiableIsWinner
            | Error::DiscarderIsWinner
            | Error::DiscarderOnTsumo
            | Error::NagashiManganOff => TehaiStatus::InvalidWinContext,
            Error::UnknownPreset | Error::UnknownRule | Error::InvalidRuleValue { .. } => {
                TehaiStatus::InvalidRules
            }
            Error::NotAMeld => TehaiStatus::InvalidMeld,
            Error::TooManyCopies { .. } => TehaiStatus::CountAboveFour,
            Error::TooManyTiles => TehaiStatus::TooManyTiles,
            Error::TileNotInHand { .. } => TehaiStatus::TileNotInHand,
            Error::InvalidPackedSuit { .. } => TehaiStatus::InvalidPackedHand,
            Error::TooManyMelds { .. } => TehaiStatus::TooManyDeclaredMelds,
            Error::WrongTileCount { .. } => TehaiStatus::WrongTileCount,
            Error::NotInThreePlayer { .. } => TehaiStatus::NotInThreePlayer,
            Error::WinningTileNotInHand => TehaiStatus::WinningTileNotInHand,
            Error::RiichiWithOpenHand => TehaiStatus::RiichiWithOpenHand,
            Error::DoubleRiichiWithOpenHand => TehaiStatus::DoubleRiichiWithOpenHand,
            Error::IppatsuWithoutRiichi => TehaiStatus::IppatsuWithoutRiichi,
            Error::ChankanOnTsumo => TehaiStatus::ChankanOnTsumo,
            Error::RinshanWithoutTsumo => TehaiStatus::RinshanWithoutTsumo,
            Error::RinshanWithoutKan => TehaiStatus::RinshanWithoutKan,
            Error::HaiteiWithoutTsumo => TehaiStatus::HaiteiWithoutTsumo,
            Error::HaiteiWithRinshan => TehaiStatus::HaiteiWithRinshan,
            Error::HouteiOnTsumo => TehaiStatus::HouteiOnTsumo,
            Error::HouteiWithChankan => TehaiStatus::HouteiWithChankan,
            Error::TenhouWithMelds => TehaiStatus::TenhouWithMelds,
            Error::TenhouOnRon => TehaiStatus::TenhouOnRon,
            Error::TenhouNotDealer => TehaiStatus::TenhouNotDealer,
            Error::ChiihouWithMelds => TehaiStatus::ChiihouWithMelds,
            Error::ChiihouOnRon => TehaiStatus::ChiihouOnRon,
            Error::ChiihouAsDealer => TehaiStatus::ChiihouAsDealer,
            Error::NotAWinningHand => TehaiStatus::NotAWinningHand,
            Error::NoYaku => TehaiStatus::NoYaku,
            _ => TehaiStatus::InternalError,
        }
    }
}

/// What [`tehai_status_str`] returns for a number that is not a status.
const UNKNOWN_STATUS: &CStr = c"unknown tehai status";

/// The static, NUL-terminated message for a status value. Never NULL: a value
/// that is not a status gives "unknown tehai status". The string must not be
/// freed.
#[doc = rust_only!(r#"
```
use core::ffi::CStr;
use tehai_capi::{TehaiStatus, tehai_status_str};
// SAFETY: tehai_status_str always returns a static NUL-terminated string.
let message = unsafe { CStr::from_ptr(tehai_status_str(TehaiStatus::NullPointer as u32)) };
assert_eq!(message, c"a required pointer is NULL");
// SAFETY: as above.
let unknown = unsafe { CStr::from_ptr(tehai_status_str(12345)) };
assert_eq!(unknown, c"unknown tehai status");
```
"#)]
#[unsafe(no_mangle)]
pub extern "C" fn tehai_status_str(status: u32) -> *const c_char {
    match TehaiStatus::from_u32(status) {
        Some(known) => known.message().as_ptr(),
        None => UNKNOWN_STATUS.as_ptr(),
    }
}

const VERSION: &CStr =
    match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
        Ok(version) => version,
        Err(_) => c"unknown",
    };

/// The library version ("MAJOR.MINOR.PATCH"), static and NUL-terminated.
/// Never NULL; must not be freed.
#[doc = rust_only!(r#"
```
use core::ffi::CStr;
// SAFETY: tehai_version always returns a static NUL-terminated string.
let version = unsafe { CStr::from_ptr(tehai_capi::tehai_version()) };
assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
```
"#)]
#[unsafe(no_mangle)]
pub extern "C" fn tehai_version() -> *const c_char {
    VERSION.as_ptr()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_ascend_and_round_trip() {
        let mut previous = None;
        for &status in TehaiStatus::ALL {
            let number = u32::from(status);
            assert!(
                previous.is_none_or(|p| p < number),
                "{status:?} out of order"
            );
            assert_eq!(TehaiStatus::from_u32(number), Some(status));
            assert!(!status.doc().is_empty(), "{status:?} has no doc");
            previous = Some(number);
        }
    }

    #[test]
    fn unknown_numbers_have_a_message() {
        let past_the_end = TehaiStatus::ALL.last().map_or(0, |last| *last as u32 + 1);
        for number in [past_the_end, 1000, u32::MAX] {
            assert_eq!(TehaiStatus::from_u32(number), None);
            // SAFETY: tehai_status_str returns static NUL-terminated strings.
            let message = unsafe { CStr::from_ptr(tehai_status_str(number)) };
            assert_eq!(message, UNKNOWN_STATUS);
        }
    }

    /// Every cause of the core's error, with the number of the status a C
    /// caller sees for it: the numbers are part of the ABI.
    #[test]
    fn every_core_error_keeps_its_status_number() {
        use tehai::{Question, Suit, Tile};
        let tile = Tile::new(0).unwrap_or_else(|| unreachable!());
        let cases: &[(Error, u32)] = &[
            (Error::Empty, 6),
            (
                Error::UnknownCharacter {
                    character: 'x',
                    position: 0,
                },
                6,
            ),
            (Error::DigitsWithoutSuit { position: 0 }, 6),
            (
                Error::SuitWithoutDigits {
                    letter: 'm',
                    position: 0,
                },
                6,
            ),
            (
                Error::InvalidHonor {
                    digit: 8,
                    position: 0,
                },
                6,
            ),
            (Error::NotASingleTile, 6),
            (Error::TooManyRedFives { suit: Suit::Man }, 6),
            (Error::MeldFormat, 6),
            (Error::UnknownMeldKind, 6),
            (Error::NotAMeld, 15),
            (Error::TooManyCopies { tile }, 2),
            (Error::TooManyTiles, 3),
            (Error::TileNotInHand { tile }, 11),
            (Error::InvalidPackedSuit { suit: Suit::Honor }, 10),
            (Error::TooManyMelds { count: 5 }, 4),
            (
                Error::WrongTileCount {
                    tiles: 3,
                    melds: 0,
                    question: Question::Waits,
                },
                5,
            ),
            (
                Error::WrongTileCount {
                    tiles: 14,
                    melds: 1,
                    question: Question::Melds,
                },
                5,
            ),
            (
                Error::WrongTileCount {
                    tiles: 13,
                    melds: 0,
                    question: Question::Score,
                },
                5,
            ),
            (
                Error::WrongTileCount {
                    tiles: 3,
                    melds: 0,
                    question: Question::WinOrWait,
                },
                5,
            ),
            (Error::NotInThreePlayer { tile }, 37),
            (Error::RedFivesNotInHand { suit: Suit::Pin }, 6),
            (Error::WinningTileNotInHand, 18),
            (Error::RiichiWithOpenHand, 20),
            (Error::DoubleRiichiWithOpenHand, 21),
            (Error::IppatsuWithoutRiichi, 22),
            (Error::ChankanOnTsumo, 23),
            (Error::RinshanWithoutTsumo, 24),
            (Error::RinshanWithoutKan, 25),
            (Error::HaiteiWithoutTsumo, 26),
            (Error::HaiteiWithRinshan, 27),
            (Error::HouteiOnTsumo, 28),
            (Error::HouteiWithChankan, 29),
            (Error::TenhouWithMelds, 30),
            (Error::TenhouOnRon, 31),
            (Error::TenhouNotDealer, 32),
            (Error::ChiihouWithMelds, 33),
            (Error::ChiihouOnRon, 34),
            (Error::ChiihouAsDealer, 35),
            (Error::NotAWinningHand, 16),
            (Error::NoYaku, 17),
            (Error::NotAWind, 6),
            (
                Error::UnknownTileId {
                    id: 136,
                    position: 0,
                },
                39,
            ),
            (Error::NotATile { position: 0 }, 6),
            (Error::FourPlainFives { suit: Suit::Man }, 6),
            (Error::RepeatedTileId { id: 0, position: 1 }, 39),
            (Error::TooManyIndicators { count: 6 }, 19),
            (Error::RedFivesNotInRules { suit: Suit::Man }, 19),
            (Error::RiichiWithDoubleRiichi, 19),
            (Error::TenhouWithRiichi, 19),
            (Error::ChiihouWithRiichi, 19),
            (Error::TenhouWithHaitei, 19),
            (Error::ChiihouWithHaitei, 19),
            (Error::ChankanOnHeldKind, 19),
            (Error::RenhouOnTsumo, 19),
            (Error::RenhouAsDealer, 19),
            (Error::RenhouWithMelds, 19),
            (Error::RenhouWithRiichi, 19),
            (Error::OpenRiichiWithoutRiichi, 19),
            (Error::SashikomiWithoutOpenRiichi, 19),
            (Error::SashikomiOnTsumo, 19),
            (Error::PaarenchanNotDealer, 19),
            (Error::KitaInFourPlayers, 19),
            (Error::ChiInThreePlayers, 19),
            (Error::NorthSeatInThreePlayers, 19),
            (Error::LiableIsWinner, 19),
            (Error::DiscarderIsWinner, 19),
            (Error::DiscarderOnTsumo, 19),
            (Error::NagashiManganOff, 19),
            (Error::UnknownPreset, 40),
            (Error::UnknownRule, 40),
            (
                Error::InvalidRuleValue {
                    option: tehai::rules::RuleName::Kazoe,
                },
                40,
            ),
        ];
        for &(error, number) in cases {
            assert_eq!(u32::from(TehaiStatus::from(error)), number, "{error:?}");
        }
    }
}
