//! 136-tile ids and mjai names through the C ABI: every id and every tile
//! both ways, hands of ids round trip, each bad argument is refused and
//! writes nothing.

use std::ffi::c_char;

use tehai::notation::{ParsedHand, ParsedTile};
use tehai_capi::*;

const UNTOUCHED: u8 = 0xA5;

const SENTINEL_TILE: TehaiParsedTile = TehaiParsedTile {
    tile: 0xEE,
    red: 0xEE,
};

/// Every tile a `TehaiParsedTile` can hold: the 34 kinds, then the three
/// red fives.
fn every_tile() -> Vec<TehaiParsedTile> {
    let mut tiles: Vec<TehaiParsedTile> = (0..34)
        .map(|tile| TehaiParsedTile { tile, red: 0 })
        .collect();
    tiles.extend([4, 13, 22].map(|tile| TehaiParsedTile { tile, red: 1 }));
    tiles
}

fn from_id(id: u32) -> (TehaiStatus, TehaiParsedTile) {
    let mut tile = SENTINEL_TILE;
    // SAFETY: `tile` is a local.
    let status = unsafe { tehai_tile_from_id136(id, &mut tile) };
    (status, tile)
}

fn to_id(tile: TehaiParsedTile) -> (TehaiStatus, u32) {
    let mut id = u32::MAX;
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_parsed_tile_to_id136(&tile, &mut id) };
    (status, id)
}

fn hand_from_ids(ids: &[u8]) -> (TehaiStatus, TehaiParsedHand) {
    let mut parsed = TehaiParsedHand {
        hand: TehaiHand { suits: [7; 4] },
        red_fives: [9; 3],
    };
    // SAFETY: `ids` holds `ids.len()` bytes; `parsed` is a local.
    let status = unsafe { tehai_parsed_hand_from_ids136(ids.as_ptr(), ids.len(), &mut parsed) };
    (status, parsed)
}

fn hand_to_ids(parsed: &TehaiParsedHand, capacity: usize) -> (TehaiStatus, usize, Vec<u8>) {
    let mut ids = vec![UNTOUCHED; 32];
    let mut count = usize::MAX;
    // SAFETY: `ids` holds 32 bytes, at least `capacity`; the rest are locals.
    let status =
        unsafe { tehai_parsed_hand_to_ids136(parsed, ids.as_mut_ptr(), capacity, &mut count) };
    (status, count, ids)
}

fn from_mjai(text: &[u8]) -> (TehaiStatus, TehaiParsedTile) {
    let mut tile = SENTINEL_TILE;
    // SAFETY: `text` is `text.len()` readable bytes; `tile` is a local.
    let status =
        unsafe { tehai_parsed_tile_from_mjai(text.as_ptr().cast(), text.len(), &mut tile) };
    (status, tile)
}

fn to_mjai(tile: TehaiParsedTile, capacity: usize) -> (TehaiStatus, usize, Vec<u8>) {
    let mut name = vec![UNTOUCHED; 16];
    let mut len = usize::MAX;
    // SAFETY: `name` holds 16 bytes, at least `capacity`; the rest are locals.
    let status = unsafe {
        tehai_parsed_tile_to_mjai(
            &tile,
            name.as_mut_ptr().cast::<c_char>(),
            capacity,
            &mut len,
        )
    };
    (status, len, name)
}

fn parsed(text: &str) -> TehaiParsedHand {
    let core: ParsedHand = text.parse().expect("a valid hand");
    TehaiParsedHand {
        hand: TehaiHand::from(core.hand),
        red_fives: core.red_fives,
    }
}

/// Every id in range is its kind's tile (`id / 4`), red for 16, 52 and 88
/// only, as the core reads it.
#[test]
fn every_id_is_its_tile() {
    for id in 0..TEHAI_TILE_IDS {
        let (status, tile) = from_id(id);
        assert_eq!(status, TehaiStatus::Ok);
        let red = matches!(id, 16 | 52 | 88);
        assert_eq!(
            tile,
            TehaiParsedTile {
                tile: (id / 4) as u8,
                red: u8::from(red)
            },
            "id {id}"
        );
        let core = ParsedTile::from_id136(id as u8).expect("below 136");
        assert_eq!(TehaiParsedTile::from(core), tile);
    }
    for id in [136, 137, 255, 256, u32::MAX] {
        assert_eq!(from_id(id), (TehaiStatus::InvalidTileId, SENTINEL_TILE));
    }
}

/// Each tile's lowest id reads back as the tile: copy 0, copy 1 for a
/// plain five.
#[test]
fn every_tile_round_trips_through_its_lowest_id() {
    for tile in every_tile() {
        let (status, id) = to_id(tile);
        assert_eq!(status, TehaiStatus::Ok);
        let plain_five = tile.red == 0 && matches!(tile.tile, 4 | 13 | 22);
        assert_eq!(id, 4 * u32::from(tile.tile) + u32::from(plain_five));
        assert_eq!(from_id(id), (TehaiStatus::Ok, tile));
    }
    for bad in [
        TehaiParsedTile { tile: 34, red: 0 },
        TehaiParsedTile { tile: 3, red: 1 },
        TehaiParsedTile { tile: 4, red: 2 },
    ] {
        let (status, id) = to_id(bad);
        assert_ne!(status, TehaiStatus::Ok);
        assert_eq!(id, u32::MAX, "nothing written");
    }
    let mut id = 0;
    // SAFETY: NULL pointers are refused before any access.
    unsafe {
        assert_eq!(
            tehai_parsed_tile_to_id136(std::ptr::null(), &mut id),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_parsed_tile_to_id136(&every_tile()[0], std::ptr::null_mut()),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_tile_from_id136(0, std::ptr::null_mut()),
            TehaiStatus::NullPointer
        );
    }
}

/// Hands written as ids read back unchanged, in any order, and agree with
/// the core.
#[test]
fn hands_round_trip_through_ids() {
    for text in [
        "123m456p789s11122z",
        "05m055p0s",
        "1112345678999m",
        "1z",
        "0m",
        "555m",
        "11223344556677z",
    ] {
        let hand = parsed(text);
        let (status, count, ids) = hand_to_ids(&hand, TEHAI_MAX_CONCEALED_TILES as usize);
        assert_eq!(status, TehaiStatus::Ok, "{text}");
        let ids = &ids[..count];
        let core: ParsedHand = text.parse().expect("valid");
        assert_eq!(ids, core.ids136().expect("writable").as_slice());
        assert_eq!(hand_from_ids(ids), (TehaiStatus::Ok, hand), "{text}");
        let mut reversed = ids.to_vec();
        reversed.reverse();
        assert_eq!(hand_from_ids(&reversed), (TehaiStatus::Ok, hand), "{text}");

        // One id short of room: only the count is written.
        let (status, needed, buffer) = hand_to_ids(&hand, count - 1);
        assert_eq!((status, needed), (TehaiStatus::BufferTooSmall, count));
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
    }
}

#[test]
fn bad_ids_are_refused_and_nothing_is_written() {
    let untouched = hand_from_ids(&[]).1;
    let cases: [(&[u8], TehaiStatus); 5] = [
        (&[], TehaiStatus::BadNotation),
        (&[0, 136], TehaiStatus::InvalidTileId),
        (&[0, 4, 0], TehaiStatus::InvalidTileId),
        (&[255], TehaiStatus::InvalidTileId),
        (
            &[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
            TehaiStatus::TooManyTiles,
        ),
    ];
    for (ids, status) in cases {
        assert_eq!(hand_from_ids(ids), (status, untouched), "{ids:?}");
    }
    let mut out = TehaiParsedHand::default();
    // SAFETY: NULL pointers are refused before any access.
    unsafe {
        assert_eq!(
            tehai_parsed_hand_from_ids136(std::ptr::null(), 3, &mut out),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_parsed_hand_from_ids136([0u8].as_ptr(), 1, std::ptr::null_mut()),
            TehaiStatus::NullPointer
        );
        assert_eq!(
            tehai_parsed_hand_from_ids136([0u8].as_ptr(), usize::MAX, &mut out),
            TehaiStatus::InvalidLength
        );
    }
    assert_eq!(out, TehaiParsedHand::default());
}

/// What Tenhou's numbering cannot write (two red fives of a suit, four
/// plain fives), and red fives the hand does not hold.
#[test]
fn hands_ids_cannot_write_are_refused() {
    let mut too_many_red = parsed("55m");
    too_many_red.red_fives = [2, 0, 0];
    let mut red_not_held = parsed("4m");
    red_not_held.red_fives = [1, 0, 0];
    let corrupt = TehaiParsedHand {
        hand: TehaiHand {
            suits: [0, 0, 0, 1 << 21],
        },
        red_fives: [0; 3],
    };
    for (hand, status) in [
        (too_many_red, TehaiStatus::BadNotation),
        (parsed("5555p"), TehaiStatus::BadNotation),
        (red_not_held, TehaiStatus::BadNotation),
        (corrupt, TehaiStatus::InvalidPackedHand),
    ] {
        let (got, count, buffer) = hand_to_ids(&hand, 32);
        assert_eq!((got, count), (status, usize::MAX), "{hand:?}");
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
    }
    // Three plain fives and the red one are all four copies: writable.
    let (status, count, _) = hand_to_ids(&parsed("0555p"), 32);
    assert_eq!((status, count), (TehaiStatus::Ok, 4));
}

/// Every tile's mjai name is the core's and reads back as the tile.
#[test]
fn every_tile_round_trips_through_its_mjai_name() {
    for tile in every_tile() {
        let (status, len, buffer) = to_mjai(tile, TEHAI_TILE_MJAI_CAPACITY);
        assert_eq!(status, TehaiStatus::Ok);
        assert_eq!(buffer[len], 0);
        let name = &buffer[..len];
        let core = ParsedTile::try_from(tile).expect("a valid tile");
        assert_eq!(name, core.mjai().as_bytes());
        assert_eq!(from_mjai(name), (TehaiStatus::Ok, tile));
        // No room for the NUL: only the length.
        let (status, needed, buffer) = to_mjai(tile, len);
        assert_eq!((status, needed), (TehaiStatus::BufferTooSmall, len));
        assert!(buffer.iter().all(|&byte| byte == UNTOUCHED));
    }
    assert_eq!(
        from_mjai(b"P"),
        (TehaiStatus::Ok, TehaiParsedTile { tile: 31, red: 0 })
    );
}

#[test]
fn names_that_are_not_mjai_tiles_are_refused() {
    for text in [&b""[..], b"0p", b"5z", b"e", b" E", b"5mr ", b"1z", b"5m5p"] {
        assert_eq!(
            from_mjai(text),
            (TehaiStatus::BadNotation, SENTINEL_TILE),
            "{text:?}"
        );
    }
    assert_eq!(
        from_mjai(b"\xff"),
        (TehaiStatus::InvalidUtf8, SENTINEL_TILE)
    );
    let bad = TehaiParsedTile { tile: 27, red: 1 };
    let (status, len, _) = to_mjai(bad, 16);
    assert_eq!((status, len), (TehaiStatus::BadNotation, usize::MAX));
}
