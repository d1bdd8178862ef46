//! Tiles and tile sets as MPSZ text across the boundary: one tile
//! ([`tehai_tile_to_mpsz`], [`tehai_tile_from_mpsz`], with its red five in
//! [`TehaiParsedTile`]), a tile set of any size ([`tehai_tile_set_to_mpsz`],
//! [`tehai_tile_set_from_mpsz`]), and why a text does not read, with the
//! byte offset ([`TehaiParseError`], [`tehai_hand_explain_mpsz`] and its
//! siblings).

use core::ffi::{CStr, c_char};

use tehai::notation::{ParsedHand, ParsedTile};
use tehai::{Error, Suit, Tile, TileSet};

use crate::boundary::{check_ptr, guard, read_in, slice_in, text_out, tile_in, write_out};
use crate::hand::TEHAI_TILE_KINDS;
use crate::status::TehaiStatus;

/// Capacity, in bytes with the terminating NUL, that always suffices for the
/// MPSZ text of one tile (`"5m"`, `"0p"`).
pub const TEHAI_TILE_MPSZ_CAPACITY: usize = 3;

/// Capacity, in bytes with the terminating NUL, that always suffices for the
/// MPSZ text of a tile set (all 34 kinds: 34 digits and 4 suit letters).
pub const TEHAI_TILE_SET_MPSZ_CAPACITY: usize = 39;

/// Every tile set's bits: bit `i` stands for tile index `i` (`0..34`).
pub const TEHAI_TILE_SET_ALL: u64 = 0x0003_ffff_ffff;

const _: () = assert!(TEHAI_TILE_SET_ALL == TileSet::ALL.bits());
const _: () = assert!(
    TEHAI_TILE_SET_MPSZ_CAPACITY == TEHAI_TILE_KINDS + Suit::ALL.len() + 1,
    "room for every kind's digit, every suit's letter and the NUL"
);

/// One tile and whether it is a red five (written `0` in MPSZ notation:
/// `"0m"` is a red 5m).
///
/// Validated on entry: `tile` below 34 (`TEHAI_STATUS_INVALID_TILE_INDEX`),
/// `red` 0 or 1, and 1 only for a five of a number suit (index 4, 13 or 22;
/// `TEHAI_STATUS_BAD_NOTATION`).
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedTile, TehaiStatus, tehai_parsed_tile_from_mpsz};
let mut tile = TehaiParsedTile::default();
// SAFETY: the text is 2 readable bytes; `tile` is a local.
let status = unsafe { tehai_parsed_tile_from_mpsz(c"0p".as_ptr(), 2, &mut tile) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(tile, TehaiParsedTile { tile: 13, red: 1 }); // a red 5p
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiParsedTile {
    /// Tile index `0..34` (a red five is its five: 4, 13 or 22).
    pub tile: u8,
    /// 1 for a red five, else 0.
    pub red: u8,
}

impl From<ParsedTile> for TehaiParsedTile {
    /// The tile's index and red flag.
    fn from(parsed: ParsedTile) -> Self {
        TehaiParsedTile {
            tile: tile_byte(parsed.tile()),
            red: u8::from(parsed.is_red()),
        }
    }
}

impl TryFrom<TehaiParsedTile> for ParsedTile {
    type Error = TehaiStatus;

    /// Validates a tile from C: `InvalidTileIndex` unless `tile < 34`,
    /// `BadNotation` for a `red` other than 0 and 1 or a red tile that is
    /// no five of a number suit.
    fn try_from(packed: TehaiParsedTile) -> Result<ParsedTile, TehaiStatus> {
        let tile = tile_in(u32::from(packed.tile))?;
        let red = match packed.red {
            0 => false,
            1 => true,
            _ => return Err(TehaiStatus::BadNotation),
        };
        ParsedTile::new(tile, red).ok_or(TehaiStatus::BadNotation)
    }
}

/// A tile's index as a byte (always below 34).
fn tile_byte(tile: Tile) -> u8 {
    u8::try_from(tile.index()).unwrap_or(u8::MAX)
}

/// The text behind a C pointer and length, as UTF-8.
///
/// # Safety
///
/// `text` is null or points to `text_len` readable bytes.
unsafe fn str_in<'a>(text: *const c_char, text_len: usize) -> Result<&'a str, TehaiStatus> {
    // SAFETY: forwarded contract; `c_char` and `u8` have the same layout.
    let bytes = unsafe { slice_in(text.cast::<u8>(), text_len)? };
    core::str::from_utf8(bytes).map_err(|_| TehaiStatus::InvalidUtf8)
}

/// A tile set from C (`InvalidTileSet` for a bit above 33).
fn tile_set_in(bits: u64) -> Result<TileSet, TehaiStatus> {
    TileSet::from_bits(bits).ok_or(TehaiStatus::InvalidTileSet)
}

/// Writes the MPSZ text of tile index `tile` (`0..34`; `"1m"` to `"7z"`) and
/// a NUL to `out`. `TEHAI_TILE_MPSZ_CAPACITY` (3) bytes always suffice.
/// `*out_len` receives the text's length without the NUL (always 2), on
/// success and on `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out` is
/// untouched). To write a red five as `"0m"`, see
/// `tehai_parsed_tile_to_mpsz`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_len` is NULL, or `out` is NULL with a
///   non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile` is not below 34;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below 3;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `out` is NULL or valid for writing `capacity` bytes; `out_len` is NULL or
/// valid for writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_TILE_MPSZ_CAPACITY, TehaiStatus, tehai_tile_to_mpsz};
let mut text = [0u8; TEHAI_TILE_MPSZ_CAPACITY];
let mut len = 0;
// SAFETY: `text` holds `text.len()` writable bytes; `len` is a local.
let status = unsafe { tehai_tile_to_mpsz(33, text.as_mut_ptr().cast(), text.len(), &mut len) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(&text[..=len], b"7z\0");
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_tile_to_mpsz(
    tile: u32,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        let tile = tile_in(tile)?;
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out::<TEHAI_TILE_MPSZ_CAPACITY>(&tile, out, capacity, out_len) }
    })
}

/// Reads one tile in MPSZ notation (`"5m"`, `"7z"`; `"0m"`, a red five,
/// reads as its five) and writes its index (`0..34`) to `*out_tile`. The
/// text is `text_len` bytes of UTF-8 and needs no NUL terminator; it is read
/// as `tehai_hand_from_mpsz` reads a hand (upper-case suits, white space
/// around the group) and must hold exactly one tile. To keep the red five,
/// see `tehai_parsed_tile_from_mpsz`; to learn why a text does not read,
/// `tehai_tile_explain_mpsz`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL, or `text` is NULL with
///   a non-zero `text_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_tile` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
/// * `TEHAI_STATUS_BAD_NOTATION`: the text is not MPSZ notation, or holds
///   no tile or more than one;
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a text of more than four copies of a
///   kind (read as a hand before it is found to hold several tiles);
/// * `TEHAI_STATUS_TOO_MANY_TILES`: a text of more than 14 tiles (likewise);
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_tile` is NULL
/// or valid for writing a `uint32_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiStatus, tehai_tile_from_mpsz};
let mut tile = 0;
// SAFETY: each text is as many readable bytes as passed; `tile` is a local.
unsafe {
    assert_eq!(tehai_tile_from_mpsz(c"0m".as_ptr(), 2, &mut tile), TehaiStatus::Ok);
    assert_eq!(tile, 4); // 5m
    assert_eq!(tehai_tile_from_mpsz(c"12m".as_ptr(), 3, &mut tile), TehaiStatus::BadNotation);
}
assert_eq!(tile, 4); // untouched by the failure
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_tile_from_mpsz(
    text: *const c_char,
    text_len: usize,
    out_tile: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_tile)?;
        // SAFETY: forwarded contract: `text` points to `text_len` bytes.
        let text = unsafe { str_in(text, text_len)? };
        let parsed: ParsedTile = text.parse()?;
        // SAFETY: `out_tile` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_tile, u32::from(tile_byte(parsed.tile()))) };
        Ok(())
    })
}

/// Reads one tile like `tehai_tile_from_mpsz`, keeping whether it was a red
/// five, and writes it to `*out_tile` (`"0p"` gives `{13, 1}`).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL, or `text` is NULL with
///   a non-zero `text_len`;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_UTF8`, `TEHAI_STATUS_BAD_NOTATION`,
///   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`: as
///   `tehai_tile_from_mpsz`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_tile` is NULL
/// or valid for writing a `TehaiParsedTile`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedTile, TehaiStatus, tehai_parsed_tile_from_mpsz};
let mut tile = TehaiParsedTile::default();
// SAFETY: the text is 2 readable bytes; `tile` is a local.
let status = unsafe { tehai_parsed_tile_from_mpsz(c"5s".as_ptr(), 2, &mut tile) };
assert_eq!((status, tile), (TehaiStatus::Ok, TehaiParsedTile { tile: 22, red: 0 }));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_tile_from_mpsz(
    text: *const c_char,
    text_len: usize,
    out_tile: *mut TehaiParsedTile,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_tile)?;
        // SAFETY: forwarded contract: `text` points to `text_len` bytes.
        let text = unsafe { str_in(text, text_len)? };
        let parsed: ParsedTile = text.parse()?;
        // SAFETY: `out_tile` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_tile, TehaiParsedTile::from(parsed)) };
        Ok(())
    })
}

/// Writes the MPSZ text of a tile, a red five as `0` (`{4, 1}` is `"0m"`,
/// `{4, 0}` is `"5m"`), and a NUL to `out`. Same buffer rules as
/// `tehai_tile_to_mpsz`: `TEHAI_TILE_MPSZ_CAPACITY` bytes always suffice.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `tile` or `out_len` is NULL, or `out` is
///   NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile->tile` is not below 34;
/// * `TEHAI_STATUS_BAD_NOTATION`: `tile->red` is neither 0 nor 1, or is 1
///   for a tile that is no five of a number suit;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below 3;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `tile` is NULL or points to a readable `TehaiParsedTile`; `out` is NULL
/// or valid for writing `capacity` bytes; `out_len` is NULL or valid for
/// writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_TILE_MPSZ_CAPACITY, TehaiParsedTile, TehaiStatus, tehai_parsed_tile_to_mpsz};
let red_5s = TehaiParsedTile { tile: 22, red: 1 };
let mut text = [0u8; TEHAI_TILE_MPSZ_CAPACITY];
let mut len = 0;
// SAFETY: `text` holds `text.len()` writable bytes; the rest are locals.
let status = unsafe { tehai_parsed_tile_to_mpsz(&red_5s, text.as_mut_ptr().cast(), text.len(), &mut len) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(&text[..=len], b"0s\0");
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_tile_to_mpsz(
    tile: *const TehaiParsedTile,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `tile` points to a `TehaiParsedTile`.
        let parsed = ParsedTile::try_from(unsafe { read_in(tile)? })?;
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out::<TEHAI_TILE_MPSZ_CAPACITY>(&parsed, out, capacity, out_len) }
    })
}

/// Writes a tile set (bit `i` stands for tile index `i`, as in `TehaiWaits`
/// and `TehaiUseful`) as MPSZ text, each kind once, sorted, suits in the
/// order m p s z (`"14m25p"`; the empty set is `""`), and a NUL to `out`.
/// Any number of kinds, up to all 34: `TEHAI_TILE_SET_MPSZ_CAPACITY` (39)
/// bytes always suffice. `*out_len` receives the text's length without the
/// NUL, on success and on `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out`
/// is untouched and `*out_len + 1` bytes are needed).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_len` is NULL, or `out` is NULL with a
///   non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_TILE_SET`: a bit above bit 33 of `set` is set;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the text's length
///   plus one;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `out` is NULL or valid for writing `capacity` bytes; `out_len` is NULL or
/// valid for writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_TILE_SET_MPSZ_CAPACITY, TehaiStatus, tehai_tile_set_to_mpsz};
let set: u64 = 1 << 0 | 1 << 3 | 1 << 10 | 1 << 13; // 1m 4m 2p 5p
let mut text = [0u8; TEHAI_TILE_SET_MPSZ_CAPACITY];
let mut len = 0;
// SAFETY: `text` holds `text.len()` writable bytes; `len` is a local.
let status = unsafe { tehai_tile_set_to_mpsz(set, text.as_mut_ptr().cast(), text.len(), &mut len) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(&text[..=len], b"14m25p\0");
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_tile_set_to_mpsz(
    set: u64,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        let set = tile_set_in(set)?;
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out::<TEHAI_TILE_SET_MPSZ_CAPACITY>(&set, out, capacity, out_len) }
    })
}

/// Reads a tile set written in MPSZ notation and writes its bits to
/// `*out_set` (bit `i` for tile index `i`). Any number of kinds; a kind
/// written twice is in the set once, a red five (`0`) is its five, and the
/// empty text (or white space only) is the empty set. Same lenience as
/// `tehai_hand_from_mpsz`: upper-case suits, white space between groups.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_set` is NULL, or `text` is NULL with
///   a non-zero `text_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_set` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
/// * `TEHAI_STATUS_BAD_NOTATION`: the text is not MPSZ notation (see
///   `tehai_tile_set_explain_mpsz` for why);
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_set` is NULL
/// or valid for writing a `uint64_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiStatus, tehai_tile_set_from_mpsz};
let text = "123456789m123456789p";
let mut set = 0;
// SAFETY: `text` is `text.len()` readable bytes; `set` is a local.
let status = unsafe { tehai_tile_set_from_mpsz(text.as_ptr().cast(), text.len(), &mut set) };
assert_eq!((status, set), (TehaiStatus::Ok, (1 << 18) - 1));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_tile_set_from_mpsz(
    text: *const c_char,
    text_len: usize,
    out_set: *mut u64,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_set)?;
        // SAFETY: forwarded contract: `text` points to `text_len` bytes.
        let text = unsafe { str_in(text, text_len)? };
        let set: TileSet = text.parse()?;
        // SAFETY: `out_set` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_set, set.bits()) };
        Ok(())
    })
}

/// `TehaiParseError::reason`: the text reads.
pub const TEHAI_PARSE_ERROR_NONE: u32 = 0;
/// The text holds no tiles (`empty`).
pub const TEHAI_PARSE_ERROR_EMPTY: u32 = 1;
/// A character that is neither a digit, a suit letter (`m p s z`, any case)
/// nor white space between groups (`unknown_character`); `position` is its
/// byte offset, `character` the character.
pub const TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER: u32 = 2;
/// Digits with no suit letter after them, at the end of the text or before
/// white space (`digits_without_suit`); `position` is the offset of the
/// group's first digit.
pub const TEHAI_PARSE_ERROR_DIGITS_WITHOUT_SUIT: u32 = 3;
/// A suit letter with no digits before it (`suit_without_digits`);
/// `position` is its offset, `character` the letter as written.
pub const TEHAI_PARSE_ERROR_SUIT_WITHOUT_DIGITS: u32 = 4;
/// `8z`, `9z` or `0z`: honors go from 1z to 7z and have no red five
/// (`invalid_honor`); `position` is the digit's offset, `character` the
/// digit.
pub const TEHAI_PARSE_ERROR_INVALID_HONOR: u32 = 5;
/// One tile was expected, the text holds several (`not_a_single_tile`).
pub const TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE: u32 = 6;
/// More than two red fives of a suit (`too_many_red_fives`); `tile` is the
/// suit's five (4, 13 or 22).
pub const TEHAI_PARSE_ERROR_TOO_MANY_RED_FIVES: u32 = 7;
/// A fifth copy of a kind (`too_many_copies`); `tile` is the kind.
pub const TEHAI_PARSE_ERROR_TOO_MANY_COPIES: u32 = 8;
/// More than 14 tiles (`too_many_tiles`).
pub const TEHAI_PARSE_ERROR_TOO_MANY_TILES: u32 = 9;
/// The text is not UTF-8 (`invalid_utf8`); `position` is the offset of the
/// first byte that is not.
pub const TEHAI_PARSE_ERROR_INVALID_UTF8: u32 = 10;
/// A cause this version of the header does not name (`other`); `status`
/// still says what the reader returns.
pub const TEHAI_PARSE_ERROR_OTHER: u32 = 11;

/// `TehaiParseError::position` when the cause has no place in the text (or
/// the offset does not fit in 32 bits).
pub const TEHAI_NO_POSITION: u32 = u32::MAX;

/// `TehaiParseError::tile` when the cause concerns no tile.
pub const TEHAI_NO_TILE: u32 = u32::MAX;

/// Why a text does not read as MPSZ notation, as the `*_explain_mpsz` calls
/// write it: the status the reader returns, a stable reason code, the byte
/// offset, and static strings naming the reason.
///
/// `id` and `message` point to static NUL-terminated strings (never NULL,
/// never to be freed): `id` is the reason's stable snake_case name, the same
/// as the Rust error's `id()`, the command line's `error` field and the
/// Python exception's `id` (`"unknown_character"`); `message` says it in
/// words, without the offset (`"a character that is not MPSZ notation"`).
#[doc = rust_only!(r#"
```
use core::ffi::CStr;
use tehai_capi::*;
let mut detail = TehaiParseError::default();
// SAFETY: the text is 5 readable bytes; `detail` is a local.
let status = unsafe { tehai_hand_explain_mpsz(c"123x4".as_ptr(), 5, &mut detail) };
assert_eq!(status, TehaiStatus::Ok); // the explanation was written
assert_eq!(detail.status, TehaiStatus::BadNotation as u32);
assert_eq!((detail.reason, detail.position), (TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER, 3));
assert_eq!(detail.character, u32::from('x'));
// SAFETY: `id` is a static NUL-terminated string.
assert_eq!(unsafe { CStr::from_ptr(detail.id) }, c"unknown_character");
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TehaiParseError {
    /// The `TehaiStatus` the matching reader returns for the text
    /// (`TEHAI_STATUS_OK` when it reads).
    pub status: u32,
    /// `TEHAI_PARSE_ERROR_*`: the reason (`TEHAI_PARSE_ERROR_NONE` when the
    /// text reads). New reasons may be added; the numbers never change.
    pub reason: u32,
    /// Byte offset of the cause in the text, or `TEHAI_NO_POSITION`.
    pub position: u32,
    /// The character at `position` (a Unicode scalar value) for an unknown
    /// character, a suit letter without digits or an invalid honor's digit;
    /// else 0.
    pub character: u32,
    /// The tile index the cause concerns (a fifth copy; the five of a suit
    /// with too many red fives), or `TEHAI_NO_TILE`.
    pub tile: u32,
    /// Always 0.
    pub reserved: u32,
    /// The reason's stable snake_case name (static, NUL-terminated).
    pub id: *const c_char,
    /// The reason in words (static, NUL-terminated).
    pub message: *const c_char,
}

impl Default for TehaiParseError {
    /// The text reads: `TEHAI_PARSE_ERROR_NONE`, no position, no tile.
    fn default() -> Self {
        TehaiParseError::new(TehaiStatus::Ok, TEHAI_PARSE_ERROR_NONE)
    }
}

/// Each reason's id and message, indexed by reason code.
const REASONS: [(&CStr, &CStr); 12] = [
    (c"none", c"the text reads"),
    (c"empty", c"the text holds no tiles"),
    (
        c"unknown_character",
        c"a character that is not MPSZ notation",
    ),
    (
        c"digits_without_suit",
        c"digits with no suit letter (m, p, s or z) after them",
    ),
    (
        c"suit_without_digits",
        c"a suit letter with no digits before it",
    ),
    (c"invalid_honor", c"not a tile: honors are 1z to 7z"),
    (
        c"not_a_single_tile",
        c"expected exactly one tile, such as 5m",
    ),
    (
        c"too_many_red_fives",
        c"more than 2 red fives (0) of a suit",
    ),
    (c"too_many_copies", c"more than 4 copies of a tile kind"),
    (c"too_many_tiles", c"more than 14 tiles"),
    (c"invalid_utf8", c"the text is not valid UTF-8"),
    (c"other", c"the text does not read (the status says why)"),
];

impl TehaiParseError {
    /// A detail with a reason and nothing else.
    fn new(status: TehaiStatus, reason: u32) -> Self {
        let (id, message) = usize::try_from(reason)
            .ok()
            .and_then(|index| REASONS.get(index))
            .copied()
            .unwrap_or((c"other", c"the text does not read (the status says why)"));
        TehaiParseError {
            status: status as u32,
            reason,
            position: TEHAI_NO_POSITION,
            character: 0,
            tile: TEHAI_NO_TILE,
            reserved: 0,
            id: id.as_ptr(),
            message: message.as_ptr(),
        }
    }

    /// The detail of an error of the core's readers.
    fn of(error: Error) -> Self {
        let status = TehaiStatus::from(error);
        let at = |reason, position, character: char| TehaiParseError {
            position,
            character: u32::from(character),
            ..TehaiParseError::new(status, reason)
        };
        let about = |reason, tile: Option<Tile>| TehaiParseError {
            tile: tile.map_or(TEHAI_NO_TILE, |tile| u32::from(tile_byte(tile))),
            ..TehaiParseError::new(status, reason)
        };
        match error {
            Error::Empty => TehaiParseError::new(status, TEHAI_PARSE_ERROR_EMPTY),
            Error::UnknownCharacter {
                character,
                position,
            } => at(TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER, position, character),
            Error::DigitsWithoutSuit { position } => TehaiParseError {
                position,
                ..TehaiParseError::new(status, TEHAI_PARSE_ERROR_DIGITS_WITHOUT_SUIT)
            },
            Error::SuitWithoutDigits { letter, position } => {
                at(TEHAI_PARSE_ERROR_SUIT_WITHOUT_DIGITS, position, letter)
            }
            Error::InvalidHonor { digit, position } => at(
                TEHAI_PARSE_ERROR_INVALID_HONOR,
                position,
                char::from(b'0'.wrapping_add(digit)),
            ),
            Error::NotASingleTile => {
                TehaiParseError::new(status, TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE)
            }
            Error::TooManyRedFives { suit } => about(
                TEHAI_PARSE_ERROR_TOO_MANY_RED_FIVES,
                Tile::from_suit_rank(suit, 4),
            ),
            Error::TooManyCopies { tile } => about(TEHAI_PARSE_ERROR_TOO_MANY_COPIES, Some(tile)),
            Error::TooManyTiles => TehaiParseError::new(status, TEHAI_PARSE_ERROR_TOO_MANY_TILES),
            _ => TehaiParseError::new(status, TEHAI_PARSE_ERROR_OTHER),
        }
    }
}

/// The shared body of the `*_explain_mpsz` calls: reads the text with `read`
/// and writes what it found.
///
/// # Safety
///
/// `text` is null or points to `text_len` readable bytes; `out_error` is
/// null, misaligned, or valid for writing a `TehaiParseError`.
unsafe fn explain(
    text: *const c_char,
    text_len: usize,
    out_error: *mut TehaiParseError,
    read: fn(&str) -> Result<(), Error>,
) -> Result<(), TehaiStatus> {
    check_ptr(out_error)?;
    // SAFETY: forwarded contract; `c_char` and `u8` have the same layout.
    let bytes = unsafe { slice_in(text.cast::<u8>(), text_len)? };
    let detail = match core::str::from_utf8(bytes) {
        Err(error) => TehaiParseError {
            position: u32::try_from(error.valid_up_to()).unwrap_or(TEHAI_NO_POSITION),
            ..TehaiParseError::new(TehaiStatus::InvalidUtf8, TEHAI_PARSE_ERROR_INVALID_UTF8)
        },
        Ok(text) => read(text).map_or_else(TehaiParseError::of, |()| TehaiParseError::default()),
    };
    // SAFETY: `out_error` passed `check_ptr`; the caller guarantees it is writable.
    unsafe { write_out(out_error, detail) };
    Ok(())
}

/// Explains how `tehai_hand_from_mpsz` and `tehai_parsed_hand_from_mpsz`
/// read a text: writes to `*out_error` the status they return for it, why
/// (`TEHAI_PARSE_ERROR_*`), where (the byte offset) and static strings
/// naming the reason. A text that reads gets `TEHAI_STATUS_OK` and
/// `TEHAI_PARSE_ERROR_NONE`. The call itself returns `TEHAI_STATUS_OK`
/// whenever it wrote `*out_error`, whatever the text.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_error` is NULL, or `text` is NULL
///   with a non-zero `text_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_error` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_error` is
/// NULL or valid for writing a `TehaiParseError`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let text = "123m456p789s11188z";
let mut detail = TehaiParseError::default();
// SAFETY: `text` is `text.len()` readable bytes; `detail` is a local.
let status = unsafe { tehai_hand_explain_mpsz(text.as_ptr().cast(), text.len(), &mut detail) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(detail.status, TehaiStatus::BadNotation as u32);
assert_eq!((detail.reason, detail.position), (TEHAI_PARSE_ERROR_INVALID_HONOR, 15));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_explain_mpsz(
    text: *const c_char,
    text_len: usize,
    out_error: *mut TehaiParseError,
) -> TehaiStatus {
    // SAFETY: forwarded contract on all three arguments.
    guard(|| unsafe {
        explain(text, text_len, out_error, |text| {
            text.parse::<ParsedHand>().map(|_| ())
        })
    })
}

/// Explains how `tehai_tile_from_mpsz` and `tehai_parsed_tile_from_mpsz`
/// read a text, as `tehai_hand_explain_mpsz` does for hands (a text of
/// several tiles is `TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE`).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_error` is NULL, or `text` is NULL
///   with a non-zero `text_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_error` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_error` is
/// NULL or valid for writing a `TehaiParseError`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let mut detail = TehaiParseError::default();
// SAFETY: the text is 3 readable bytes; `detail` is a local.
let status = unsafe { tehai_tile_explain_mpsz(c"55m".as_ptr(), 3, &mut detail) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(detail.reason, TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_tile_explain_mpsz(
    text: *const c_char,
    text_len: usize,
    out_error: *mut TehaiParseError,
) -> TehaiStatus {
    // SAFETY: forwarded contract on all three arguments.
    guard(|| unsafe {
        explain(text, text_len, out_error, |text| {
            text.parse::<ParsedTile>().map(|_| ())
        })
    })
}

/// Explains how `tehai_tile_set_from_mpsz` reads a text, as
/// `tehai_hand_explain_mpsz` does for hands.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_error` is NULL, or `text` is NULL
///   with a non-zero `text_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_error` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_error` is
/// NULL or valid for writing a `TehaiParseError`.
#[doc = rust_only!(r#"
```
use tehai_capi::*;
let mut detail = TehaiParseError::default();
// SAFETY: the text is 4 readable bytes; `detail` is a local.
let status = unsafe { tehai_tile_set_explain_mpsz(c"19m1".as_ptr(), 4, &mut detail) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!((detail.reason, detail.position), (TEHAI_PARSE_ERROR_DIGITS_WITHOUT_SUIT, 3));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_tile_set_explain_mpsz(
    text: *const c_char,
    text_len: usize,
    out_error: *mut TehaiParseError,
) -> TehaiStatus {
    // SAFETY: forwarded contract on all three arguments.
    guard(|| unsafe {
        explain(text, text_len, out_error, |text| {
            text.parse::<TileSet>().map(|_| ())
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each reason's id is the core error's `id()`, the name the command
    /// line and Python use: C callers can match on the same strings.
    #[test]
    fn reason_ids_are_the_core_error_ids() {
        let tile = Tile::new(0).unwrap_or_else(|| unreachable!());
        let cases = [
            (Error::Empty, TEHAI_PARSE_ERROR_EMPTY),
            (
                Error::UnknownCharacter {
                    character: 'x',
                    position: 0,
                },
                TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER,
            ),
            (
                Error::DigitsWithoutSuit { position: 0 },
                TEHAI_PARSE_ERROR_DIGITS_WITHOUT_SUIT,
            ),
            (
                Error::SuitWithoutDigits {
                    letter: 'm',
                    position: 0,
                },
                TEHAI_PARSE_ERROR_SUIT_WITHOUT_DIGITS,
            ),
            (
                Error::InvalidHonor {
                    digit: 8,
                    position: 0,
                },
                TEHAI_PARSE_ERROR_INVALID_HONOR,
            ),
            (Error::NotASingleTile, TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE),
            (
                Error::TooManyRedFives { suit: Suit::Man },
                TEHAI_PARSE_ERROR_TOO_MANY_RED_FIVES,
            ),
            (
                Error::TooManyCopies { tile },
                TEHAI_PARSE_ERROR_TOO_MANY_COPIES,
            ),
            (Error::TooManyTiles, TEHAI_PARSE_ERROR_TOO_MANY_TILES),
        ];
        for (error, reason) in cases {
            let detail = TehaiParseError::of(error);
            assert_eq!(detail.reason, reason, "{error:?}");
            assert_eq!(detail.status, TehaiStatus::from(error) as u32);
            // SAFETY: `id` points to a static NUL-terminated string.
            let id = unsafe { CStr::from_ptr(detail.id) };
            assert_eq!(id.to_str(), Ok(error.id()), "{error:?}");
        }
        // A cause the reasons do not name keeps its status.
        let other = TehaiParseError::of(Error::NoYaku);
        assert_eq!(other.reason, TEHAI_PARSE_ERROR_OTHER);
        assert_eq!(other.status, TehaiStatus::NoYaku as u32);
    }

    /// Every reason code below `REASONS.len()` has its own id and message.
    #[test]
    fn reasons_have_distinct_ids_and_messages() {
        for (index, (id, message)) in REASONS.iter().enumerate() {
            for (other, (other_id, other_message)) in REASONS.iter().enumerate() {
                if index != other {
                    assert_ne!(id, other_id);
                    assert_ne!(message, other_message);
                }
            }
        }
        assert_eq!(REASONS.len() as u32, TEHAI_PARSE_ERROR_OTHER + 1);
    }
}
