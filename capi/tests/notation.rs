//! One tile and tile sets as MPSZ text through the C ABI, and the detail of
//! a text that does not read: round trips over every kind and every set
//! size, each bad argument, and that a failure writes nothing.

use std::ffi::{CStr, c_char};

use tehai::notation::{ParsedHand, ParsedTile};
use tehai::{Tile, TileSet};
use tehai_capi::*;

/// A byte no call writes as text: what an untouched buffer holds.
const UNTOUCHED: u8 = 0xA5;

/// Runs a text writer (`tehai_tile_to_mpsz` and its siblings, curried on
/// their input) into a buffer of `capacity` bytes inside a larger one, and
/// returns the status, the written length and the whole buffer.
fn write_text(
    capacity: usize,
    call: impl FnOnce(*mut c_char, usize, *mut usize) -> TehaiStatus,
) -> (TehaiStatus, usize, Vec<u8>) {
    let mut buffer = vec![UNTOUCHED; 64];
    let mut len = usize::MAX;
    let status = call(buffer.as_mut_ptr().cast(), capacity, &mut len);
    (status, len, buffer)
}

/// The text a writer wrote: the bytes before the NUL, checking that the NUL
/// is there and nothing past it was touched.
fn text_of(len: usize, buffer: &[u8]) -> String {
    assert_eq!(buffer[len], 0, "the NUL follows the text");
    assert!(
        buffer[len + 1..].iter().all(|&byte| byte == UNTOUCHED),
        "nothing written past the NUL"
    );
    String::from_utf8(buffer[..len].to_vec()).expect("ASCII text")
}

fn tile_to_mpsz(tile: u32, capacity: usize) -> (TehaiStatus, usize, Vec<u8>) {
    // SAFETY: the buffer holds 64 bytes, at least `capacity`; `len` is a local.
    write_text(capacity, |out, capacity, len| unsafe {
        tehai_tile_to_mpsz(tile, out, capacity, len)
    })
}

fn parsed_tile_to_mpsz(tile: TehaiParsedTile, capacity: usize) -> (TehaiStatus, usize, Vec<u8>) {
    // SAFETY: as in `tile_to_mpsz`; `tile` is a local.
    write_text(capacity, |out, capacity, len| unsafe {
        tehai_parsed_tile_to_mpsz(&tile, out, capacity, len)
    })
}

fn tile_set_to_mpsz(set: u64, capacity: usize) -> (TehaiStatus, usize, Vec<u8>) {
    // SAFETY: as in `tile_to_mpsz`.
    write_text(capacity, |out, capacity, len| unsafe {
        tehai_tile_set_to_mpsz(set, out, capacity, len)
    })
}

/// `tehai_tile_from_mpsz` on a Rust string; the output starts as a
/// sentinel, so a failure shows whether it was written.
fn tile_from_mpsz(text: &[u8]) -> (TehaiStatus, u32) {
    let mut tile = u32::MAX;
    // SAFETY: `text` is `text.len()` readable bytes; `tile` is a local.
    let status = unsafe { tehai_tile_from_mpsz(text.as_ptr().cast(), text.len(), &mut tile) };
    (status, tile)
}

const SENTINEL_TILE: TehaiParsedTile = TehaiParsedTile {
    tile: 0xEE,
    red: 0xEE,
};

fn parsed_tile_from_mpsz(text: &[u8]) -> (TehaiStatus, TehaiParsedTile) {
    let mut tile = SENTINEL_TILE;
    // SAFETY: as in `tile_from_mpsz`.
    let status =
        unsafe { tehai_parsed_tile_from_mpsz(text.as_ptr().cast(), text.len(), &mut tile) };
    (status, tile)
}

fn tile_set_from_mpsz(text: &[u8]) -> (TehaiStatus, u64) {
    let mut set = u64::MAX;
    // SAFETY: as in `tile_from_mpsz`.
    let status = unsafe { tehai_tile_set_from_mpsz(text.as_ptr().cast(), text.len(), &mut set) };
    (status, set)
}

fn hand_from_mpsz(text: &[u8]) -> TehaiStatus {
    let mut parsed = TehaiParsedHand::default();
    // SAFETY: as in `tile_from_mpsz`.
    unsafe { tehai_parsed_hand_from_mpsz(text.as_ptr().cast(), text.len(), &mut parsed) }
}

type Explain = unsafe extern "C" fn(*const c_char, usize, *mut TehaiParseError) -> TehaiStatus;

fn explain(call: Explain, text: &[u8]) -> TehaiParseError {
    let mut detail = TehaiParseError::default();
    // SAFETY: `text` is `text.len()` readable bytes; `detail` is a local.
    let status = unsafe { call(text.as_ptr().cast(), text.len(), &mut detail) };
    assert_eq!(status, TehaiStatus::Ok, "explaining {text:?}");
    detail
}

fn c_str(pointer: *const c_char) -> &'static str {
    assert!(!pointer.is_null());
    // SAFETY: the detail's strings are static and NUL-terminated.
    unsafe { CStr::from_ptr(pointer) }.to_str().expect("ASCII")
}

#[test]
fn every_kind_round_trips_through_its_text() {
    for tile in Tile::all() {
        let index = u32::try_from(tile.index()).expect("below 34");
        let (status, len, buffer) = tile_to_mpsz(index, TEHAI_TILE_MPSZ_CAPACITY);
        assert_eq!(status, TehaiStatus::Ok);
        let text = text_of(len, &buffer);
        assert_eq!(text, tile.to_string());
        assert_eq!(tile_from_mpsz(text.as_bytes()), (TehaiStatus::Ok, index));
        let plain = TehaiParsedTile {
            tile: index as u8,
            red: 0,
        };
        assert_eq!(
            parsed_tile_from_mpsz(text.as_bytes()),
            (TehaiStatus::Ok, plain)
        );
        let (status, len, buffer) = parsed_tile_to_mpsz(plain, TEHAI_TILE_MPSZ_CAPACITY);
        assert_eq!((status, text_of(len, &buffer)), (TehaiStatus::Ok, text));
    }
}

/// `0m`, `0p` and `0s` read as the fives, red, and are written back as
/// such; the plain reader gives the five's index.
#[test]
fn red_fives_read_as_their_five_and_write_as_zero() {
    for (text, five) in [("0m", 4u8), ("0p", 13), ("0s", 22)] {
        let red = TehaiParsedTile { tile: five, red: 1 };
        assert_eq!(
            parsed_tile_from_mpsz(text.as_bytes()),
            (TehaiStatus::Ok, red)
        );
        assert_eq!(
            tile_from_mpsz(text.as_bytes()),
            (TehaiStatus::Ok, u32::from(five))
        );
        let (status, len, buffer) = parsed_tile_to_mpsz(red, TEHAI_TILE_MPSZ_CAPACITY);
        assert_eq!(
            (status, text_of(len, &buffer).as_str()),
            (TehaiStatus::Ok, text)
        );
        // The same reading as the core's.
        let core: ParsedTile = text.parse().expect("a red five");
        assert_eq!(TehaiParsedTile::from(core), red);
    }
    // Upper case and white space read as the hand reader allows them.
    assert_eq!(tile_from_mpsz(b" 7Z\n"), (TehaiStatus::Ok, 33));
}

#[test]
fn bad_tile_indices_are_refused_and_nothing_is_written() {
    for index in [34, 35, 255, 256, u32::MAX] {
        let (status, len, buffer) = tile_to_mpsz(index, 64);
        assert_eq!(status, TehaiStatus::InvalidTileIndex);
        assert_eq!(len, usize::MAX, "length untouched");
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
    }
    for tile in [34u8, 200, u8::MAX] {
        let (status, len, buffer) = parsed_tile_to_mpsz(TehaiParsedTile { tile, red: 0 }, 64);
        assert_eq!((status, len), (TehaiStatus::InvalidTileIndex, usize::MAX));
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
    }
}

/// A red flag other than 0 and 1, or red on anything but a five of a
/// number suit, has no text.
#[test]
fn red_flags_that_no_text_can_write_are_refused() {
    for tile in 0..34u8 {
        let is_number_five = matches!(tile, 4 | 13 | 22);
        for red in [1u8, 2, u8::MAX] {
            let expected = if red == 1 && is_number_five {
                TehaiStatus::Ok
            } else {
                TehaiStatus::BadNotation
            };
            let (status, len, buffer) = parsed_tile_to_mpsz(TehaiParsedTile { tile, red }, 64);
            assert_eq!(status, expected, "tile {tile} red {red}");
            if status != TehaiStatus::Ok {
                assert_eq!(len, usize::MAX);
                assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
            }
        }
    }
}

/// A buffer without room for the text and its NUL gets nothing but the
/// length; the exact size works.
#[test]
fn short_buffers_get_only_the_needed_length() {
    for capacity in 0..TEHAI_TILE_MPSZ_CAPACITY {
        let (status, len, buffer) = tile_to_mpsz(5, capacity);
        assert_eq!((status, len), (TehaiStatus::BufferTooSmall, 2));
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
        let red = TehaiParsedTile { tile: 4, red: 1 };
        let (status, len, buffer) = parsed_tile_to_mpsz(red, capacity);
        assert_eq!((status, len), (TehaiStatus::BufferTooSmall, 2));
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
    }
    let mut len = 0;
    // SAFETY: a NULL buffer with capacity 0 is allowed; `len` is a local.
    let status = unsafe { tehai_tile_to_mpsz(0, std::ptr::null_mut(), 0, &mut len) };
    assert_eq!((status, len), (TehaiStatus::BufferTooSmall, 2));
    // SAFETY: as above.
    let status =
        unsafe { tehai_tile_set_to_mpsz(TEHAI_TILE_SET_ALL, std::ptr::null_mut(), 0, &mut len) };
    assert_eq!((status, len), (TehaiStatus::BufferTooSmall, 38));
}

#[test]
fn null_and_misaligned_pointers_are_refused() {
    let mut buffer = [UNTOUCHED; 8];
    let mut len = 0usize;
    let out = buffer.as_mut_ptr().cast::<c_char>();
    let null_len: *mut usize = std::ptr::null_mut();
    let mut aligned = [0u64; 4];
    let misaligned_len = aligned
        .as_mut_ptr()
        .cast::<u8>()
        .wrapping_add(1)
        .cast::<usize>();
    let red = TehaiParsedTile { tile: 4, red: 1 };
    // SAFETY: every pointer is NULL, misaligned inside a live buffer, or to a
    // local big enough; the calls must refuse the bad ones before any access.
    unsafe {
        assert_eq!(
            tehai_tile_to_mpsz(0, out, 8, null_len),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_to_mpsz(0, std::ptr::null_mut(), 8, &mut len),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_to_mpsz(0, out, 8, misaligned_len),
            TehaiStatus::MisalignedPointer
        );
        assert_eq!(
            tehai_tile_to_mpsz(0, out, usize::MAX, &mut len),
            TehaiStatus::InvalidLength
        );
        assert_eq!(
            tehai_parsed_tile_to_mpsz(std::ptr::null(), out, 8, &mut len),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_parsed_tile_to_mpsz(&red, out, 8, null_len),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_set_to_mpsz(1, out, 8, null_len),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_set_to_mpsz(1, std::ptr::null_mut(), 8, &mut len),
            TehaiStatus::NullPointer
        );

        let text = c"5m".as_ptr();
        let mut tile = 7u32;
        let mut parsed = SENTINEL_TILE;
        let mut set = 7u64;
        let mut detail = TehaiParseError::default();
        assert_eq!(
            tehai_tile_from_mpsz(text, 2, std::ptr::null_mut()),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_from_mpsz(std::ptr::null(), 2, &mut tile),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_from_mpsz(text, usize::MAX, &mut tile),
            TehaiStatus::InvalidLength
        );
        assert_eq!(
            tehai_tile_from_mpsz(text, 2, misaligned_len.cast()),
            TehaiStatus::MisalignedPointer
        );
        assert_eq!(
            tehai_parsed_tile_from_mpsz(text, 2, std::ptr::null_mut()),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_parsed_tile_from_mpsz(std::ptr::null(), 1, &mut parsed),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_set_from_mpsz(text, 2, std::ptr::null_mut()),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_set_from_mpsz(text, 2, misaligned_len.cast()),
            TehaiStatus::MisalignedPointer
        );
        assert_eq!(
            tehai_tile_set_from_mpsz(std::ptr::null(), 3, &mut set),
            TehaiStatus::NullPointer
        );
        for call in [
            tehai_hand_explain_mpsz as Explain,
            tehai_tile_explain_mpsz,
            tehai_tile_set_explain_mpsz,
        ] {
            assert_eq!(
                call(text, 2, std::ptr::null_mut()),
                TehaiStatus::NullPointer
            );
            assert_eq!(
                call(std::ptr::null(), 2, &mut detail),
                TehaiStatus::NullPointer
            );
            assert_eq!(
                call(text, usize::MAX, &mut detail),
                TehaiStatus::InvalidLength
            );
            assert_eq!(
                call(text, 2, misaligned_len.cast()),
                TehaiStatus::MisalignedPointer
            );
        }
        // Nothing was written by any refused call.
        assert_eq!((tile, parsed, set), (7, SENTINEL_TILE, 7));
        assert_eq!(detail, TehaiParseError::default());
        assert_eq!(buffer, [UNTOUCHED; 8]);
        // A NULL text of length 0 is the empty text.
        assert_eq!(
            tehai_tile_set_from_mpsz(std::ptr::null(), 0, &mut set),
            TehaiStatus::Ok
        );
        assert_eq!(set, 0);
        assert_eq!(
            tehai_tile_from_mpsz(std::ptr::null(), 0, &mut tile),
            TehaiStatus::BadNotation
        );
    }
}

/// Texts that are not one tile: the status, and that the output keeps its
/// sentinel.
#[test]
fn texts_that_are_not_one_tile_are_refused() {
    let cases: [(&[u8], TehaiStatus); 11] = [
        (b"", TehaiStatus::BadNotation),
        (b"5", TehaiStatus::BadNotation),
        (b"m", TehaiStatus::BadNotation),
        (b"8z", TehaiStatus::BadNotation),
        (b"0z", TehaiStatus::BadNotation),
        (b"5x", TehaiStatus::BadNotation),
        (b"55m", TehaiStatus::BadNotation),
        (b"1m1p", TehaiStatus::BadNotation),
        (b"11111m", TehaiStatus::CountAboveFour),
        (b"123456789m123456p", TehaiStatus::TooManyTiles),
        (b"\xff5m", TehaiStatus::InvalidUtf8),
    ];
    for (text, status) in cases {
        assert_eq!(tile_from_mpsz(text), (status, u32::MAX), "{text:?}");
        assert_eq!(
            parsed_tile_from_mpsz(text),
            (status, SENTINEL_TILE),
            "{text:?}"
        );
    }
}

/// A deterministic stream of sets (a linear congruential generator): no
/// dependency, and the same sets every run.
fn sets_of_size(size: u32, count: usize, seed: &mut u64) -> Vec<u64> {
    let mut sets = Vec::new();
    // The first and the last `size` kinds, then shuffled picks.
    sets.push((1u64 << size) - 1);
    sets.push(((1u64 << size) - 1) << (34 - size));
    for _ in 0..count {
        let mut kinds: Vec<u32> = (0..34).collect();
        for i in (1..kinds.len()).rev() {
            *seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let j = (*seed >> 33) as usize % (i + 1);
            kinds.swap(i, j);
        }
        sets.push(
            kinds[..size as usize]
                .iter()
                .fold(0, |set, &kind| set | 1 << kind),
        );
    }
    sets
}

/// Every set size from empty to all 34 kinds: the text is the core's, fits
/// `TEHAI_TILE_SET_MPSZ_CAPACITY`, reads back to the same bits, and one
/// byte less than it needs is refused untouched.
#[test]
fn tile_sets_of_every_size_round_trip() {
    let mut seed = 0x0007_e4a1_u64;
    let mut longest = 0;
    for size in 0..=34u32 {
        for set in sets_of_size(size, 40, &mut seed) {
            assert_eq!(set.count_ones(), size);
            let core = TileSet::from_bits(set).expect("34 bits");
            let (status, len, buffer) = tile_set_to_mpsz(set, TEHAI_TILE_SET_MPSZ_CAPACITY);
            assert_eq!(status, TehaiStatus::Ok);
            let text = text_of(len, &buffer);
            assert_eq!(text, core.to_string());
            assert_eq!(tile_set_from_mpsz(text.as_bytes()), (TehaiStatus::Ok, set));
            longest = longest.max(len);

            let (status, exact_len, buffer) = tile_set_to_mpsz(set, len + 1);
            assert_eq!(
                (status, text_of(exact_len, &buffer)),
                (TehaiStatus::Ok, text)
            );
            let (status, short_len, buffer) = tile_set_to_mpsz(set, len);
            assert_eq!((status, short_len), (TehaiStatus::BufferTooSmall, len));
            assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
        }
    }
    assert_eq!(longest + 1, TEHAI_TILE_SET_MPSZ_CAPACITY);
    // A set of more kinds than a hand holds tiles: what the hand writer
    // could not take.
    let text = "1234567m1235p25678s7z";
    let (status, set) = tile_set_from_mpsz(text.as_bytes());
    assert_eq!((status, set.count_ones()), (TehaiStatus::Ok, 17));
    let (status, len, buffer) = tile_set_to_mpsz(set, 64);
    assert_eq!(
        (status, text_of(len, &buffer).as_str()),
        (TehaiStatus::Ok, text)
    );
    assert!(len + 1 > TEHAI_MPSZ_CAPACITY);
}

#[test]
fn every_single_kind_set_is_its_tile() {
    for tile in Tile::all() {
        let (status, len, buffer) = tile_set_to_mpsz(1 << tile.index(), 8);
        assert_eq!(
            (status, text_of(len, &buffer)),
            (TehaiStatus::Ok, tile.to_string())
        );
    }
}

#[test]
fn tile_sets_with_bits_above_33_are_refused() {
    for bit in 34..64 {
        let (status, len, buffer) = tile_set_to_mpsz(1 << bit | 1, 64);
        assert_eq!((status, len), (TehaiStatus::InvalidTileSet, usize::MAX));
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
    }
    let (status, _, _) = tile_set_to_mpsz(u64::MAX, 64);
    assert_eq!(status, TehaiStatus::InvalidTileSet);
}

/// The set reader: duplicates, red fives, upper case and white space are
/// fine, the empty text is the empty set; bad text writes nothing.
#[test]
fn tile_set_texts() {
    let good: [(&[u8], u64); 5] = [
        (b"", 0),
        (b"  ", 0),
        (b"1m1m11m", 1),
        (b"0m5m0P", 1 << 4 | 1 << 13),
        (
            b"123456789m123456789p123456789s1234567z",
            TEHAI_TILE_SET_ALL,
        ),
    ];
    for (text, set) in good {
        assert_eq!(tile_set_from_mpsz(text), (TehaiStatus::Ok, set), "{text:?}");
    }
    let bad: [(&[u8], TehaiStatus); 5] = [
        (b"12", TehaiStatus::BadNotation),
        (b"m", TehaiStatus::BadNotation),
        (b"9z", TehaiStatus::BadNotation),
        (b"1m x", TehaiStatus::BadNotation),
        (b"1m\xc3", TehaiStatus::InvalidUtf8),
    ];
    for (text, status) in bad {
        assert_eq!(tile_set_from_mpsz(text), (status, u64::MAX), "{text:?}");
    }
}

/// One expected explanation: reason, offset, character and tile.
struct Expected {
    text: &'static [u8],
    reason: u32,
    position: u32,
    character: u32,
    tile: u32,
}

const fn case(
    text: &'static [u8],
    reason: u32,
    position: u32,
    character: u32,
    tile: u32,
) -> Expected {
    Expected {
        text,
        reason,
        position,
        character,
        tile,
    }
}

const NONE: u32 = TEHAI_NO_POSITION;

/// Bad hand texts with the exact reason and byte offset.
#[test]
fn hand_texts_are_explained_with_the_exact_offset() {
    let cases = [
        case(
            b"123m456p789s1122z",
            TEHAI_PARSE_ERROR_NONE,
            NONE,
            0,
            TEHAI_NO_TILE,
        ),
        case(b"", TEHAI_PARSE_ERROR_EMPTY, NONE, 0, TEHAI_NO_TILE),
        case(b" \t", TEHAI_PARSE_ERROR_EMPTY, NONE, 0, TEHAI_NO_TILE),
        case(
            b"123x4",
            TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER,
            3,
            'x' as u32,
            TEHAI_NO_TILE,
        ),
        case(
            b"12m\xc3\xa9",
            TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER,
            3,
            'é' as u32,
            TEHAI_NO_TILE,
        ),
        case(
            b"123m45",
            TEHAI_PARSE_ERROR_DIGITS_WITHOUT_SUIT,
            4,
            0,
            TEHAI_NO_TILE,
        ),
        case(
            b"12 3m",
            TEHAI_PARSE_ERROR_DIGITS_WITHOUT_SUIT,
            0,
            0,
            TEHAI_NO_TILE,
        ),
        case(
            b"123mP",
            TEHAI_PARSE_ERROR_SUIT_WITHOUT_DIGITS,
            4,
            'P' as u32,
            TEHAI_NO_TILE,
        ),
        case(
            b"11z8z",
            TEHAI_PARSE_ERROR_INVALID_HONOR,
            3,
            '8' as u32,
            TEHAI_NO_TILE,
        ),
        case(
            b"10z",
            TEHAI_PARSE_ERROR_INVALID_HONOR,
            1,
            '0' as u32,
            TEHAI_NO_TILE,
        ),
        case(b"000p", TEHAI_PARSE_ERROR_TOO_MANY_RED_FIVES, NONE, 0, 13),
        case(b"19s99999s", TEHAI_PARSE_ERROR_TOO_MANY_COPIES, NONE, 0, 26),
        case(
            b"123456789m123456p",
            TEHAI_PARSE_ERROR_TOO_MANY_TILES,
            NONE,
            0,
            TEHAI_NO_TILE,
        ),
        case(
            b"12m\xff",
            TEHAI_PARSE_ERROR_INVALID_UTF8,
            3,
            0,
            TEHAI_NO_TILE,
        ),
    ];
    for expected in cases {
        let detail = explain(tehai_hand_explain_mpsz, expected.text);
        let text = expected.text;
        assert_eq!(detail.reason, expected.reason, "{text:?}");
        assert_eq!(detail.position, expected.position, "{text:?}");
        assert_eq!(detail.character, expected.character, "{text:?}");
        assert_eq!(detail.tile, expected.tile, "{text:?}");
        assert_eq!(detail.reserved, 0);
        assert_eq!(detail.status, hand_from_mpsz(text) as u32, "{text:?}");
        // The id is the core's for every reason the core names.
        if let Ok(text) = std::str::from_utf8(text) {
            match text.parse::<ParsedHand>() {
                Ok(_) => assert_eq!(c_str(detail.id), "none"),
                Err(error) => assert_eq!(c_str(detail.id), error.id(), "{text:?}"),
            }
        } else {
            assert_eq!(c_str(detail.id), "invalid_utf8");
        }
        assert!(!c_str(detail.message).is_empty());
    }
}

#[test]
fn tile_and_tile_set_texts_are_explained() {
    let tile = explain(tehai_tile_explain_mpsz, b"5m5p");
    assert_eq!(tile.reason, TEHAI_PARSE_ERROR_NOT_A_SINGLE_TILE);
    assert_eq!(tile.status, TehaiStatus::BadNotation as u32);
    assert_eq!(c_str(tile.id), "not_a_single_tile");
    let tile = explain(tehai_tile_explain_mpsz, b"0s");
    assert_eq!((tile.reason, tile.status), (TEHAI_PARSE_ERROR_NONE, 0));
    let tile = explain(tehai_tile_explain_mpsz, b"");
    assert_eq!(tile.reason, TEHAI_PARSE_ERROR_EMPTY);

    // A set of any size reads; the empty text too.
    let set = explain(tehai_tile_set_explain_mpsz, b"123456789m123456789p");
    assert_eq!(set.reason, TEHAI_PARSE_ERROR_NONE);
    let set = explain(tehai_tile_set_explain_mpsz, b"");
    assert_eq!(set.reason, TEHAI_PARSE_ERROR_NONE);
    let set = explain(tehai_tile_set_explain_mpsz, b"19m 1x");
    assert_eq!(
        (set.reason, set.position),
        (TEHAI_PARSE_ERROR_UNKNOWN_CHARACTER, 5)
    );
}

/// Over many texts, good and bad, each explanation's status is what its
/// reader returns, and a reason other than none goes with a failure.
#[test]
fn explanations_agree_with_the_readers() {
    let pieces: [&[u8]; 12] = [
        b"1", b"0", b"5", b"9", b"m", b"p", b"Z", b" ", b"x", b"8", b"\xff", b"z",
    ];
    let mut texts: Vec<Vec<u8>> = vec![Vec::new()];
    for _ in 0..3 {
        let longer: Vec<Vec<u8>> = texts
            .iter()
            .flat_map(|text| {
                pieces.iter().map(move |piece| {
                    let mut next = text.clone();
                    next.extend_from_slice(piece);
                    next
                })
            })
            .collect();
        texts.extend(longer);
    }
    texts.push(b"55555m".to_vec());
    texts.push(b"1111222233334444m".to_vec());
    for text in &texts {
        let hand = explain(tehai_hand_explain_mpsz, text);
        assert_eq!(hand.status, hand_from_mpsz(text) as u32, "{text:?}");
        let tile = explain(tehai_tile_explain_mpsz, text);
        assert_eq!(tile.status, tile_from_mpsz(text).0 as u32, "{text:?}");
        assert_eq!(
            tile.status,
            parsed_tile_from_mpsz(text).0 as u32,
            "{text:?}"
        );
        let set = explain(tehai_tile_set_explain_mpsz, text);
        assert_eq!(set.status, tile_set_from_mpsz(text).0 as u32, "{text:?}");
        for detail in [hand, tile, set] {
            assert_eq!(
                detail.reason == TEHAI_PARSE_ERROR_NONE,
                detail.status == 0,
                "{text:?}"
            );
            assert_ne!(detail.reason, TEHAI_PARSE_ERROR_OTHER, "{text:?}");
            assert!(
                detail.position == NONE || (detail.position as usize) < text.len(),
                "{text:?}"
            );
        }
    }
}
