//! Tiles in the formats engines and logs use, across the boundary: 136-tile
//! ids with Tenhou's red fives ([`tehai_tile_from_id136`],
//! [`tehai_parsed_hand_from_ids136`] and back) and mjai tile names
//! ([`tehai_parsed_tile_from_mjai`], [`tehai_parsed_tile_to_mjai`]).

use core::ffi::c_char;

use tehai::notation::{ParsedHand, ParsedTile};

use crate::boundary::{
    check_array, check_ptr, guard, read_in, slice_in, text_out, write_array, write_out,
};
use crate::hand::{TEHAI_MAX_CONCEALED_TILES, TehaiHand, TehaiParsedHand};
use crate::notation::TehaiParsedTile;
use crate::status::TehaiStatus;

/// Number of 136-tile ids: ids are below it. Id / 4 is the tile index, id %
/// 4 the copy; ids 16, 52 and 88 (copy 0 of 5m, 5p, 5s) are the red fives.
pub const TEHAI_TILE_IDS: u32 = 136;

/// Capacity, in bytes with the terminating NUL, that always suffices for a
/// tile's mjai name (`"5mr"`).
pub const TEHAI_TILE_MJAI_CAPACITY: usize = 4;

const _: () = assert!(TEHAI_MAX_CONCEALED_TILES as usize <= u8::MAX as usize);

/// A `TehaiParsedHand` from C, validated: a valid hand, and red fives it can
/// hold (`BadNotation` otherwise, as `tehai_parsed_hand_to_mpsz`).
fn parsed_hand_in(packed: TehaiParsedHand) -> Result<ParsedHand, TehaiStatus> {
    let hand = tehai::Hand::try_from(packed.hand)?;
    // More red fives than fives held, or than `TEHAI_MAX_RED_FIVES`: the
    // core's errors, both `BadNotation`.
    Ok(ParsedHand::new(hand, packed.red_fives)?)
}

/// Writes the tile with 136-tile id `id` (`0..136`) to `*out_tile`: tile
/// index `id / 4`, red for ids 16, 52 and 88 (Tenhou's red fives).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL;
/// * `TEHAI_STATUS_INVALID_TILE_ID`: `id` is not below 136;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `out_tile` is NULL or valid for writing a `TehaiParsedTile`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedTile, TehaiStatus, tehai_tile_from_id136};
let mut tile = TehaiParsedTile::default();
// SAFETY: `tile` is a local.
unsafe {
    assert_eq!(tehai_tile_from_id136(52, &mut tile), TehaiStatus::Ok);
    assert_eq!(tile, TehaiParsedTile { tile: 13, red: 1 }); // the red 5p
    assert_eq!(tehai_tile_from_id136(136, &mut tile), TehaiStatus::InvalidTileId);
}
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_tile_from_id136(
    id: u32,
    out_tile: *mut TehaiParsedTile,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_tile)?;
        let tile = u8::try_from(id)
            .ok()
            .and_then(ParsedTile::from_id136)
            .ok_or(TehaiStatus::InvalidTileId)?;
        // SAFETY: `out_tile` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_tile, TehaiParsedTile::from(tile)) };
        Ok(())
    })
}

/// Writes the lowest 136-tile id of a tile to `*out_id`: copy 0 of its kind
/// (`id = 4 * tile`), but copy 1 for a plain five, whose copy 0 is the red
/// one (`{4, 0}` gives 17, `{4, 1}` gives 16).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `tile` or `out_id` is NULL;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_id` is misaligned;
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile->tile` is not below 34;
/// * `TEHAI_STATUS_BAD_NOTATION`: `tile->red` is neither 0 nor 1, or is 1
///   for a tile that is no five of a number suit;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `tile` is NULL or points to a readable `TehaiParsedTile`; `out_id` is
/// NULL or valid for writing a `uint32_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedTile, TehaiStatus, tehai_parsed_tile_to_id136};
let mut id = 0;
// SAFETY: both pointers are to locals.
unsafe {
    assert_eq!(tehai_parsed_tile_to_id136(&TehaiParsedTile { tile: 4, red: 0 }, &mut id), TehaiStatus::Ok);
    assert_eq!(id, 17);
    assert_eq!(tehai_parsed_tile_to_id136(&TehaiParsedTile { tile: 33, red: 0 }, &mut id), TehaiStatus::Ok);
    assert_eq!(id, 132);
}
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_tile_to_id136(
    tile: *const TehaiParsedTile,
    out_id: *mut u32,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_id)?;
        // SAFETY: the caller guarantees `tile` points to a `TehaiParsedTile`.
        let tile = ParsedTile::try_from(unsafe { read_in(tile)? })?;
        // SAFETY: `out_id` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_id, u32::from(tile.id136())) };
        Ok(())
    })
}

/// Builds a hand from `id_count` 136-tile ids, in any order, keeping its red
/// fives (ids 16, 52, 88), and writes it to `*out_parsed`. Each id is one
/// physical tile: an id given twice is refused.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_parsed` is NULL, or `ids` is NULL
///   with a non-zero `id_count`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_parsed` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `id_count` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_TILE_ID`: an id is not below 136, or is given
///   twice;
/// * `TEHAI_STATUS_BAD_NOTATION`: no ids at all (`id_count` 0);
/// * `TEHAI_STATUS_TOO_MANY_TILES`: more than 14 ids;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `ids` is NULL or points to `id_count` readable bytes; `out_parsed` is
/// NULL or valid for writing a `TehaiParsedHand`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedHand, TehaiStatus, tehai_parsed_hand_from_ids136};
let ids = [0u8, 4, 8, 16, 108, 109];
let mut parsed = TehaiParsedHand::default();
// SAFETY: `ids` holds `ids.len()` bytes; `parsed` is a local.
let status = unsafe { tehai_parsed_hand_from_ids136(ids.as_ptr(), ids.len(), &mut parsed) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(parsed.hand.suits, [0o10111, 0, 0, 0o2]); // 1235m 11z
assert_eq!(parsed.red_fives, [1, 0, 0]);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_hand_from_ids136(
    ids: *const u8,
    id_count: usize,
    out_parsed: *mut TehaiParsedHand,
) -> TehaiStatus {
    guard(|| {
        check_array(ids, id_count)?;
        check_ptr(out_parsed)?;
        // SAFETY: the caller guarantees `ids` points to `id_count` bytes.
        let ids = unsafe { slice_in(ids, id_count)? };
        let parsed = ParsedHand::from_ids136(ids)?;
        let value = TehaiParsedHand {
            hand: TehaiHand::from(parsed.hand),
            red_fives: parsed.red_fives,
        };
        // SAFETY: `out_parsed` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_parsed, value) };
        Ok(())
    })
}

/// Writes a hand as 136-tile ids, sorted: each kind's copies from 0, a red
/// five as copy 0 of its five (16, 52, 88), plain fives from copy 1, so that
/// `tehai_parsed_hand_from_ids136` gives the hand back. `*out_count`
/// receives the number of ids, on success and on
/// `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out_ids` is untouched);
/// `TEHAI_MAX_CONCEALED_TILES` (14) always suffice.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `parsed` or `out_count` is NULL, or
///   `out_ids` is NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `parsed` or `out_count` is
///   misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_PACKED_HAND`, `TEHAI_STATUS_COUNT_ABOVE_FOUR`,
///   `TEHAI_STATUS_TOO_MANY_TILES`: `parsed->hand` is not a valid hand;
/// * `TEHAI_STATUS_BAD_NOTATION`: more red fives than fives held, or more
///   than `TEHAI_MAX_RED_FIVES` of a suit; or what Tenhou's ids cannot
///   write: two red fives of a suit, or four plain fives;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the number of
///   tiles;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `parsed` is NULL or points to a readable `TehaiParsedHand`; `out_ids` is
/// NULL or valid for writing `capacity` bytes; `out_count` is NULL or valid
/// for writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedHand, TehaiStatus, tehai_parsed_hand_to_ids136};
let parsed = TehaiParsedHand {
    hand: tehai_capi::TehaiHand::from("55m7z".parse::<tehai::Hand>().unwrap()),
    red_fives: [1, 0, 0],
};
let mut ids = [0u8; 14];
let mut count = 0;
// SAFETY: `ids` holds `ids.len()` writable bytes; the rest are locals.
let status = unsafe { tehai_parsed_hand_to_ids136(&parsed, ids.as_mut_ptr(), ids.len(), &mut count) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(&ids[..count], &[16, 17, 132]);
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_hand_to_ids136(
    parsed: *const TehaiParsedHand,
    out_ids: *mut u8,
    capacity: usize,
    out_count: *mut usize,
) -> TehaiStatus {
    guard(|| {
        check_array(out_ids, capacity)?;
        check_ptr(out_count)?;
        // SAFETY: the caller guarantees `parsed` points to a `TehaiParsedHand`.
        let parsed = parsed_hand_in(unsafe { read_in(parsed)? })?;
        let ids = parsed.ids136()?;
        // SAFETY: `out_count` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_count, ids.len()) };
        if capacity < ids.len() {
            return Err(TehaiStatus::BufferTooSmall);
        }
        // SAFETY: `out_ids` passed `check_array` with `capacity >= ids.len()`
        // bytes that the caller guarantees are writable.
        unsafe { write_array(out_ids, ids.as_slice()) };
        Ok(())
    })
}

/// Reads one mjai tile name (`"1m"`..`"9s"`, red fives `"5mr"` `"5pr"`
/// `"5sr"`, honors `"E"` `"S"` `"W"` `"N"` `"P"` `"F"` `"C"`; exactly, no
/// white space) and writes the tile to `*out_tile`. The text is `text_len`
/// bytes and needs no NUL terminator.
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `out_tile` is NULL, or `text` is NULL with
///   a non-zero `text_len`;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `text_len` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_UTF8`: the text is not UTF-8;
/// * `TEHAI_STATUS_BAD_NOTATION`: the text is no mjai tile name;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `text` is NULL or points to `text_len` readable bytes; `out_tile` is NULL
/// or valid for writing a `TehaiParsedTile`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TehaiParsedTile, TehaiStatus, tehai_parsed_tile_from_mjai};
let mut tile = TehaiParsedTile::default();
// SAFETY: each text is as many readable bytes as passed; `tile` is a local.
unsafe {
    assert_eq!(tehai_parsed_tile_from_mjai(c"5pr".as_ptr(), 3, &mut tile), TehaiStatus::Ok);
    assert_eq!(tile, TehaiParsedTile { tile: 13, red: 1 });
    assert_eq!(tehai_parsed_tile_from_mjai(c"C".as_ptr(), 1, &mut tile), TehaiStatus::Ok);
    assert_eq!(tile, TehaiParsedTile { tile: 33, red: 0 });
    assert_eq!(tehai_parsed_tile_from_mjai(c"0p".as_ptr(), 2, &mut tile), TehaiStatus::BadNotation);
}
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_tile_from_mjai(
    text: *const c_char,
    text_len: usize,
    out_tile: *mut TehaiParsedTile,
) -> TehaiStatus {
    guard(|| {
        check_ptr(out_tile)?;
        // SAFETY: forwarded contract; `c_char` and `u8` have the same layout.
        let bytes = unsafe { slice_in(text.cast::<u8>(), text_len)? };
        let text = core::str::from_utf8(bytes).map_err(|_| TehaiStatus::InvalidUtf8)?;
        let tile = ParsedTile::from_mjai(text)?;
        // SAFETY: `out_tile` passed `check_ptr`; the caller guarantees it is writable.
        unsafe { write_out(out_tile, TehaiParsedTile::from(tile)) };
        Ok(())
    })
}

/// Writes a tile's mjai name (`"5m"`, `"5mr"`, `"E"`..`"C"`) and a NUL to
/// `out`. `TEHAI_TILE_MJAI_CAPACITY` (4) bytes always suffice. `*out_len`
/// receives the name's length without the NUL, on success and on
/// `TEHAI_STATUS_BUFFER_TOO_SMALL` alike (then `out` is untouched).
///
/// Errors:
/// * `TEHAI_STATUS_NULL_POINTER`: `tile` or `out_len` is NULL, or `out` is
///   NULL with a non-zero `capacity`;
/// * `TEHAI_STATUS_MISALIGNED_POINTER`: `out_len` is misaligned;
/// * `TEHAI_STATUS_INVALID_LENGTH`: `capacity` exceeds `PTRDIFF_MAX`;
/// * `TEHAI_STATUS_INVALID_TILE_INDEX`: `tile->tile` is not below 34;
/// * `TEHAI_STATUS_BAD_NOTATION`: `tile->red` is neither 0 nor 1, or is 1
///   for a tile that is no five of a number suit;
/// * `TEHAI_STATUS_BUFFER_TOO_SMALL`: `capacity` is below the name's length
///   plus one;
/// * `TEHAI_STATUS_INTERNAL_ERROR`: a bug in tehai.
///
/// # Safety
///
/// `tile` is NULL or points to a readable `TehaiParsedTile`; `out` is NULL
/// or valid for writing `capacity` bytes; `out_len` is NULL or valid for
/// writing a `size_t`.
#[doc = rust_only!(r#"
```
use tehai_capi::{TEHAI_TILE_MJAI_CAPACITY, TehaiParsedTile, TehaiStatus, tehai_parsed_tile_to_mjai};
let mut name = [0u8; TEHAI_TILE_MJAI_CAPACITY];
let mut len = 0;
let red_5s = TehaiParsedTile { tile: 22, red: 1 };
// SAFETY: `name` holds `name.len()` writable bytes; the rest are locals.
let status = unsafe { tehai_parsed_tile_to_mjai(&red_5s, name.as_mut_ptr().cast(), name.len(), &mut len) };
assert_eq!(status, TehaiStatus::Ok);
assert_eq!(&name[..=len], b"5sr\0");
```
"#)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tehai_parsed_tile_to_mjai(
    tile: *const TehaiParsedTile,
    out: *mut c_char,
    capacity: usize,
    out_len: *mut usize,
) -> TehaiStatus {
    guard(|| {
        // SAFETY: the caller guarantees `tile` points to a `TehaiParsedTile`.
        let tile = ParsedTile::try_from(unsafe { read_in(tile)? })?;
        // SAFETY: forwarded contract on `out`, `capacity` and `out_len`.
        unsafe { text_out::<TEHAI_TILE_MJAI_CAPACITY>(&tile.mjai(), out, capacity, out_len) }
    })
}
