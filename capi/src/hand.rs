//! Hands across the boundary: [`TehaiHand`] (the packed concealed tiles) and
//! [`TehaiParsedHand`] (with red fives), and the calls that build, read,
//! edit and check them.

use core::ffi::c_char;

use tehai::notation::ParsedHand;
use tehai::{Hand, Suit, Tile};

use crate::boundary::{
    check_array, check_ptr, guard, hand_in, read_in, slice_in, text_out, tile_in, write_array,
    write_out,
};
use crate::status::TehaiStatus;

/// Number of tile kinds: counts arrays hold this many entries, tile indices
/// are below it (`0..9` = 1m..9m, `9..18` = 1p..9p, `18..27` = 1s..9s,
/// `27..34` = 1z..7z, the honors east, south, west, north, white, green, red).
pub const TEHAI_TILE_KINDS: usize = 34;

/// Most concealed tiles a hand may hold.
pub const TEHAI_MAX_CONCEALED_TILES: u32 = 14;

/// Capacity, in bytes with the terminating NUL, that always suffices for the
/// MPSZ text of a hand (14 digits and 4 suit letters).
pub const TEHAI_MPSZ_CAPACITY: usize = 19;

/// Most red fives of one suit (written `0` in MPSZ notation): two, the most
/// any common rule set has. The parser refuses more, and so do
/// `tehai_parsed_hand_to_mpsz` and the declared melds.
pub const TEHAI_MAX_RED_FIVES: u8 = 2;

const _: () = assert!(TEHAI_TILE_KINDS == Tile::KINDS);
const _: () = assert!(TEHAI_MAX_CONCEALED_TILES == tehai::hand::MAX_CONCEALED_TILES);
const _: () = assert!(
    TEHAI_MPSZ_CAPACITY == tehai::hand::MAX_CONCEALED_TILES as usize + Suit::ALL.len() + 1,
    "room for every tile's digit, every suit's letter and the NUL"
);

/// A concealed hand (tehai) in tehai's packed form: one `uint32_t` per suit,
/// in the order m, p, s, z. Rank `r` (0-based) of a suit holds its count (0
/// to 4) in bits `3r..3r+3`; number suits use 27 bits, the honors 21.
/// Declared melds are not part of it: a hand of `3N + 1` or `3N + 2` tiles
/// implies `4 - N` of them.
///
/// Build one with `tehai_hand_from_mpsz` or `tehai_hand_from_counts`, or pack
/// it yourself: every call validates it on entry
/// (`TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
/// `TEHAI_STATUS_TOO_MANY_TILES`). A zeroed `TehaiHand` is the empty hand.
#[doc = rust_only!(r#"
```
use tehai_capi::TehaiHand;
let hand: tehai::Hand = "123m11z".parse().unwrap();
let packed = TehaiHand::from(hand);
assert_eq!(packed.suits, [0o111, 0, 0, 0o2]);
assert_eq!(tehai::Hand::try_from(packed), Ok(hand));
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiHand {
    /// Packed suits m, p, s, z.
    pub suits: [u32; 4],
}

impl From<Hand> for TehaiHand {
    /// The hand's packed suits.
    fn from(hand: Hand) -> Self {
        TehaiHand {
            suits: hand.suits().map(|suit| suit.raw()),
        }
    }
}

impl TryFrom<TehaiHand> for Hand {
    type Error = TehaiStatus;

    /// Validates a packed hand: bits only inside the ranks
    /// (`InvalidPackedHand`), no count above 4 (`CountAboveFour`), at most
    /// 14 tiles (`TooManyTiles`).
    fn try_from(packed: TehaiHand) -> Result<Hand, TehaiStatus> {
        for (&bits, suit) in packed.suits.iter().zip(Suit::ALL) {
            let ranks = u32::from(suit.rank_count());
            if bits >> (3 * ranks) != 0 {
                return Err(TehaiStatus::InvalidPackedHand);
            }
            if (0..ranks).any(|rank| (bits >> (3 * rank)) & 0b111 > 4) {
                return Err(TehaiStatus::CountAboveFour);
            }
        }
        Ok(Hand::from_suits(packed.suits)?)
    }
}

/// A hand read from MPSZ text, with its red fives (written `0`) counted apart.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedHand, TehaiStatus, tehai_parsed_hand_from_mpsz};
let text = "055m";
let mut parsed = TehaiParsedHand::default();
// SAFETY: `text` is `text.len()` readable bytes; `parsed` is a local.
let status = unsafe { tehai_parsed_hand_from_mpsz(text.as_ptr().cast(), text.len(), &mut parsed) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(parsed.hand.suits[0], 3 << 12); // three 5m
assert_eq!(parsed.red_fives, [1, 0, 0]);
```
"#)]
#[repr(C)]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TehaiParsedHand {
    /// The tiles, red fives counted as fives.
    pub hand: TehaiHand,
    /// Red fives per number suit (m, p, s); never more than the fives held.
    pub red_fives: [u8; 3],
}

/// Builds a hand from 34 counts in tile index order and writes it to
/// `*out_hand`. `counts_len` must be `TEHAI_TILE_KINDS` (34).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_hand` is NULL, or `counts` is NULL
///   with a non-zero `counts_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `counts_len` is not 34;
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a count above 4;
/// * `TEHAI_STATUS_TOO_MANY_TILES`: more than 14 tiles in all;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `counts` is NULL or points to `counts_len` readable bytes; `out_hand` is
/// NULL or valid for writing a `TehaiHand`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_from_counts};
let mut counts = [0u8; 34];
counts[33] = 3; // three red dragons, 7z
let mut hand = TehaiHand::default();
// SAFETY: `counts` holds 34 bytes; `hand` is a local.
let status = unsafe { tehai_hand_from_counts(counts.as_ptr(), counts.len(), &mut hand) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(hand.suits, [0, 0, 0, 3 << 18]);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_from_counts(
    counts: *const u8,
    counts_len: usize,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_array(counts, counts_len)?;
        check_ptr(out_hand)?;
        // SAFETY: the caller guarantees `counts` points to `counts_len` bytes.
        let counts = unsafe { slice_in(counts, counts_len)? };
        let counts: &[u8; TEHAI_TILE_KINDS] =
            counts.try_into().map_err(|_| TehaiStatus::InvalidLength)?;
        let hand = Hand::from_counts(counts)?;
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_hand, TehaiHand::from(hand)) };
        Ok(())
    })
}

/// Parses MPSZ notation (`"123m456p789s11122z"`, `0` = a red five) and
/// writes the hand to `*out_hand`; red fives count as fives (see
/// `tehai_parsed_hand_from_mpsz` to keep them). The text is `text_len` bytes
/// of UTF-8 and needs no NUL terminator (pass `strlen(s)` for a C string).
///
/// Suit letters may be upper case (`"123M"` reads as `"123m"`), and ASCII
/// white space (space, tab, line feed, form feed, carriage return) may stand
/// before, between and after groups, never inside one: `" 123m 456p\n"`
/// reads, `"12 3m"` is `TEHAI_STATUS_BAD_NOTATION`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_hand` is NULL, or `text` is NULL with
///   a non-zero `text_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
/// * `TEHAI_STATUS_BAD_NOTATION`: the text is not MPSZ notation (empty
///   text included);
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: a fifth copy of a kind;
/// * `TEHAI_STATUS_TOO_MANY_TILES`: more than 14 tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_hand` is NULL
/// or valid for writing a `TehaiHand`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_from_mpsz};
let mut hand = TehaiHand::default();
// SAFETY: the text is 3 readable bytes; `hand` is a local.
let status = unsafe { tehai_hand_from_mpsz(c"11z".as_ptr(), 3, &mut hand) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(hand.suits, [0, 0, 0, 2]);
// SAFETY: as above.
let status = unsafe { tehai_hand_from_mpsz(c"8z".as_ptr(), 2, &mut hand) };
assert_eq!(status, TehaiStatus::BadNotation);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_from_mpsz(
    text: *const c_char,
    text_len: usize,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_hand)?;
        // SAFETY: forwarded contract: `text` points to `text_len` bytes.
        let parsed = unsafe { parse_mpsz(text, text_len)? };
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_hand, TehaiHand::from(parsed.hand)) };
        Ok(())
    })
}

/// Parses MPSZ notation like `tehai_hand_from_mpsz`, keeping the number of
/// red fives per suit, and writes the result to `*out_parsed`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_parsed` is NULL, or `text` is NULL
///   with a non-zero `text_len`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_parsed` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_UTF8`, `TEHAI_STATUS_BAD_NOTATION`,
///   `TEHAI_STATUS_COUNT_ABOVE_FOUR`, `TEHAI_STATUS_TOO_MANY_TILES`: as
///   `tehai_hand_from_mpsz`;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_parsed` is NULL
/// or valid for writing a `TehaiParsedHand`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedHand, TehaiStatus, tehai_parsed_hand_from_mpsz};
let text = "0m"; // a lone red 5m
let mut parsed = TehaiParsedHand::default();
// SAFETY: `text` is `text.len()` readable bytes; `parsed` is a local.
let status = unsafe { tehai_parsed_hand_from_mpsz(text.as_ptr().cast(), text.len(), &mut parsed) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(parsed.red_fives, [1, 0, 0]);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_hand_from_mpsz(
    text: *const c_char,
    text_len: usize,
    out_parsed: *mut TehaiParsedHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_parsed)?;
        // SAFETY: forwarded contract: `text` points to `text_len` bytes.
        let parsed = unsafe { parse_mpsz(text, text_len)? };
        let value = TehaiParsedHand {
            hand: TehaiHand::from(parsed.hand),
            red_fives: parsed.red_fives,
        };
        // SAFETY: `out_parsed` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_parsed, value) };
        Ok(())
    })
}

/// The shared body of the MPSZ parsers.
///
/// # Safety
///
/// `text` is null or points to `text_len` readable bytes.
unsafe fn parse_mpsz(text: *const c_char, text_len: usize) -> Result<ParsedHand, TehaiStatus> {
    // SAFETY: forwarded contract; `c_char` and `u8` have the same layout.
    let bytes = unsafe { slice_in(text.cast::<u8>(), text_len)? };
    let text = core::str::from_utf8(bytes).map_err(|_| TehaiStatus::InvalidUtf8)?;
    Ok(text.parse::<ParsedHand>()?)
}

/// Writes the canonical MPSZ text of a hand (tiles sorted, suits in the order
/// m p s z, empty suits left out; the empty hand is `""`) and a NUL to `out`.
/// `TEHAI_MPSZ_CAPACITY` bytes always suffice. `*out_len` receives the text's
/// length without the NUL, on success and on `TEHAI_STATUS_BUFFER_TOO_SMALL`
/// alike (then `out` is untouched and `*out_len + 1` bytes are needed).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_len` is NULL, or `out` is
///   NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_len` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the text's length
///   plus one;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out` is NULL or valid
/// for writing `capacity` bytes; `out_len` is NULL or valid for writing a
/// `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_MPSZ_CAPACITY, TehaiHand, TehaiStatus, tehai_hand_to_mpsz};
let hand = TehaiHand { suits: [0o111, 0, 0, 0o2] };
let mut text = [0u8; TEHAI_MPSZ_CAPACITY];
let mut len = 0;
// SAFETY: `text` holds `text.len()` writable bytes; the rest are locals.
let status = unsafe { tehai_hand_to_mpsz(&hand, text.as_mut_ptr().cast(), text.len(), &mut len) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(&text[..len + 1], b"123m11z\0");
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_to_mpsz(
    hand: *const TehaiHand,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out::<TEHAI_MPSZ_CAPACITY>(&hand, out, capacity, out_len) }
    })
}

/// Writes the MPSZ text of a parsed hand, its red fives written as `0`
/// (`"05m55p"`). Same buffer rules as `tehai_hand_to_mpsz`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `parsed` or `out_len` is NULL, or `out` is
///   NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `parsed` or `out_len` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `parsed->hand` is not a valid hand;
/// * `TEHAI_STATUS_BAD_NOTATION`: no notation can write `red_fives`: more
///   red fives than fives held, or more than `TEHAI_MAX_RED_FIVES` of a suit;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the text's length
///   plus one;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `parsed` is NULL or points to a readable `TehaiParsedHand`; `out` is NULL
/// or valid for writing `capacity` bytes; `out_len` is NULL or valid for
/// writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_MPSZ_CAPACITY, TehaiParsedHand, TehaiStatus, tehai_parsed_hand_to_mpsz};
let parsed = TehaiParsedHand {
    hand: tehai_capi::TehaiHand::from("55m".parse::<tehai::Hand>().unwrap()),
    red_fives: [1, 0, 0],
};
let mut text = [0u8; TEHAI_MPSZ_CAPACITY];
let mut len = 0;
// SAFETY: `text` holds `text.len()` writable bytes; the rest are locals.
let status = unsafe {
    tehai_parsed_hand_to_mpsz(&parsed, text.as_mut_ptr().cast(), text.len(), &mut len)
};
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(&text[..len], b"05m");
// A 3-byte buffer cannot hold "05m" and its NUL: only the length is written.
// SAFETY: as above, 3 bytes offered.
let status = unsafe { tehai_parsed_hand_to_mpsz(&parsed, text.as_mut_ptr().cast(), 3, &mut len) };
assert_eq!((status, len), (TehaiStatus::BufferTooSmall, 3));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_hand_to_mpsz(
    parsed: *const TehaiParsedHand,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `parsed` points to a `TehaiParsedHand`.
        let packed = unsafe { read_in(parsed)? };
        let hand = Hand::try_from(packed.hand)?;
        let fives = [Suit::Man, Suit::Pin, Suit::Sou]
            .map(|suit| Tile::from_suit_rank(suit, 4).map_or(0, |five| hand.count(five)));
        if packed
            .red_fives
            .iter()
            .zip(fives)
            .any(|(&red, five)| red > five || red > TEHAI_MAX_RED_FIVES)
        {
            return Err(TehaiStatus::BadNotation);
        }
        let value = ParsedHand {
            hand,
            red_fives: packed.red_fives,
        };
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out::<TEHAI_MPSZ_CAPACITY>(&value, out, capacity, out_len) }
    })
}

/// Writes the hand's 34 counts, in tile index order, to `out_counts`.
/// `capacity` must be at least `TEHAI_TILE_KINDS` (34); exactly 34 bytes are
/// written.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` is NULL, or `out_counts` is NULL
///   with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below 34 (nothing
///   written);
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_counts` is NULL or
/// valid for writing `capacity` bytes.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_TILE_KINDS, TehaiHand, TehaiStatus, tehai_hand_to_counts};
let hand = TehaiHand::from("1m77z".parse::<tehai::Hand>().unwrap());
let mut counts = [0u8; TEHAI_TILE_KINDS];
// SAFETY: `counts` holds `counts.len()` writable bytes; `hand` is a local.
let status = unsafe { tehai_hand_to_counts(&hand, counts.as_mut_ptr(), counts.len()) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!((counts[0], counts[33]), (1, 2));
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_to_counts(
    hand: *const TehaiHand,
    out_counts: *mut u8,
    capacity: usize,
) -> TehaiStatus {
    guard(|| {
        check_array(out_counts, capacity)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        if capacity < TEHAI_TILE_KINDS {
            return Err(TehaiStatus::BufferTooSmall);
        }
        // SAFETY: `out_counts` passed `check_array` with `capacity >= 34`
        // bytes, which the caller guarantees are writable.
        unsafe { write_array(out_counts, &hand.counts()) };
        Ok(())
    })
}

/// Validates a hand and writes its number of concealed tiles to `*out_tiles`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_tiles` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_tiles` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_tiles` is NULL or
/// valid for writing a `uint32_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_tile_count};
let mut tiles = 0;
let corrupt = TehaiHand { suits: [0, 0, 0, 1 << 21] }; // an 8z
// SAFETY: both pointers are to locals.
unsafe {
    assert_eq!(tehai_hand_tile_count(&TehaiHand { suits: [0o3, 0, 0, 0] }, &mut tiles), TehaiStatus::Ok);
    assert_eq!(tiles, 3);
    assert_eq!(tehai_hand_tile_count(&corrupt, &mut tiles), TehaiStatus::InvalidPackedHand);
}
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_tile_count(
    hand: *const TehaiHand,
    out_tiles: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_tiles)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        // SAFETY: `out_tiles` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_tiles, hand.tile_count()) };
        Ok(())
    })
}

/// Checks that a hand is a legal concealed hand for a player with
/// `declared_melds` declared melds: a valid packed hand of
/// `13 - 3 * declared_melds` tiles (waiting) or `14 - 3 * declared_melds`
/// (after a draw). Writes nothing. To check the melds themselves, pass them
/// to `tehai_hand_check_melds`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_TOO_MANY_DECLARED_MELDS`: `declared_melds` is above 4;
/// * `TEHAI_STATUS_WRONG_TILE_COUNT`: the hand holds another number of tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_check};
let eleven_tiles = TehaiHand { suits: [0o111_111_111, 0o2, 0, 0] };
// SAFETY: `eleven_tiles` is a local.
unsafe {
    assert_eq!(tehai_hand_check(&eleven_tiles, 1), TehaiStatus::Ok);
    assert_eq!(tehai_hand_check(&eleven_tiles, 0), TehaiStatus::WrongTileCount);
}
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_check(
    hand: *const TehaiHand,
    declared_melds: u32,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        if usize::try_from(declared_melds)
            .map_or(true, |melds| melds > tehai::meld::MAX_DECLARED_MELDS)
        {
            return Err(TehaiStatus::TooManyDeclaredMelds);
        }
        let after_draw = TEHAI_MAX_CONCEALED_TILES - 3 * declared_melds;
        let tiles = hand.tile_count();
        if tiles == after_draw || tiles + 1 == after_draw {
            Ok(())
        } else {
            Err(TehaiStatus::WrongTileCount)
        }
    })
}

/// Adds one tile (index `0..34`) to a hand and writes the result to
/// `*out_hand`, which may be the same object as `*hand`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_hand` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile` is not below 34;
/// * `TEHAI_STATUS_COUNT_ABOVE_FOUR`: the tile would be a fifth copy;
/// * `TEHAI_STATUS_TOO_MANY_TILES`: the hand already holds 14 tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_hand` is NULL or
/// valid for writing a `TehaiHand`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_add_tile};
let mut hand = TehaiHand::default();
// SAFETY: input and output are the same local, which the call allows.
let status = unsafe { tehai_hand_add_tile(&hand, 33, &mut hand) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(hand.suits, [0, 0, 0, 1 << 18]); // one 7z
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_add_tile(
    hand: *const TehaiHand,
    tile: u32,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_hand)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let hand = unsafe { hand_in(hand)? };
        let next = hand.with_added(tile_in(tile)?)?;
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is
        // writable. The input was copied out above, so aliasing is harmless.
        unsafe { write_out(out_hand, TehaiHand::from(next)) };
        Ok(())
    })
}

/// Removes one tile (index `0..34`) from a hand and writes the result to
/// `*out_hand`, which may be the same object as `*hand`.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `hand` or `out_hand` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `hand` or `out_hand` is misaligned;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `*hand` is not a valid hand;
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile` is not below 34;
/// * `TEHAI_STATUS_TILE_NOT_IN_HAND`: the hand holds no such tile;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `hand` is NULL or points to a readable `TehaiHand`; `out_hand` is NULL or
/// valid for writing a `TehaiHand`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiHand, TehaiStatus, tehai_hand_remove_tile};
let hand = TehaiHand { suits: [0o2, 0, 0, 0] }; // 11m
let mut out = TehaiHand::default();
// SAFETY: both pointers are to locals.
unsafe {
    assert_eq!(tehai_hand_remove_tile(&hand, 0, &mut out), TehaiStatus::Ok);
    assert_eq!(out.suits[0], 0o1);
    assert_eq!(tehai_hand_remove_tile(&hand, 1, &mut out), TehaiStatus::TileNotInHand);
}
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_hand_remove_tile(
    hand: *const TehaiHand,
    tile: u32,
    out_hand: *mut TehaiHand,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_hand)?;
        // SAFETY: the caller guarantees `hand` points to a `TehaiHand`.
        let mut hand = unsafe { hand_in(hand)? };
        hand.remove(tile_in(tile)?)?;
        // SAFETY: `out_hand` passed `check_ptr`; the caller guarantees it is
        // writable. The input was copied out above, so aliasing is harmless.
        unsafe { write_out(out_hand, TehaiHand::from(hand)) };
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `TEHAI_MAX_RED_FIVES` is the core's limit (which it keeps private):
    /// the parser takes two red fives of a suit and refuses three.
    /// The leniency the header promises: upper-case suits, white space
    /// around groups and nowhere else.
    #[test]
    fn upper_case_suits_and_white_space_between_groups() {
        let parse = |text: &str| {
            let mut out = TehaiHand::default();
            // SAFETY: `text` is `text.len()` readable bytes; `out` is a local.
            let status =
                unsafe { tehai_hand_from_mpsz(text.as_ptr().cast(), text.len(), &mut out) };
            (status, out)
        };
        let (status, plain) = parse("123m456p789s11122z");
        assert_eq!(status, TehaiStatus::Ok);
        for text in [
            "123M456P789S11122Z",
            " 123m 456p\t789s\n11122z\r\n",
            "\x0c123m456p789s11122z ",
        ] {
            assert_eq!(parse(text), (TehaiStatus::Ok, plain), "{text:?}");
        }
        for text in [
            "12 3m456p789s11122z",
            "123 m456p789s11122z",
            "123m456p789s\u{a0}11122z",
        ] {
            assert_eq!(parse(text).0, TehaiStatus::BadNotation, "{text:?}");
        }
    }

    #[test]
    fn red_five_limit_is_the_parsers() {
        assert_eq!(TEHAI_MAX_RED_FIVES, 2);
        assert!("00m".parse::<ParsedHand>().is_ok());
        assert!("000m".parse::<ParsedHand>().is_err());
        let five = Tile::from_suit_rank(Suit::Pin, 4).map(tehai::Meld::pon);
        assert!(
            five.and_then(|pon| pon.with_red_fives(TEHAI_MAX_RED_FIVES))
                .is_some()
        );
        assert!(
            five.and_then(|pon| pon.with_red_fives(TEHAI_MAX_RED_FIVES + 1))
                .is_none()
        );
    }
}
