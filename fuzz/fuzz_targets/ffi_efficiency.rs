//! `tehai_hand_useful_tiles(_with)`, `tehai_hand_discards(_with)`,
//! `tehai_hand_shanten_with` and `tehai_hand_waits_with` with any table and
//! melds (raw bytes, as C would pass them): equal to the Rust API, nothing
//! written on failure, and the answers consistent with each other (a useful
//! kind lowers the shanten number, a discard row is the useful tiles of the
//! hand without its tile, a real wait has a copy left).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{
    TehaiDiscards, TehaiMeld, TehaiShanten, TehaiStatus, TehaiTable, TehaiUseful, TehaiWaits,
    tehai_hand_discards, tehai_hand_discards_with, tehai_hand_shanten_with,
    tehai_hand_useful_tiles, tehai_hand_useful_tiles_with, tehai_hand_waits_with,
};
use tehai_fuzz::{
    assert_no_internal_error, hand_and_params, param, rust_hand, sentinel, untouched,
};

fuzz_target!(|data: &[u8]| {
    let (hand, params) = hand_and_params(data);
    // The table: players from the first byte (mostly 3 or 4), seen counts
    // from the next 34 (mostly small), the reserved byte mostly 0.
    let mut table = TehaiTable::default();
    table.players = match param(params, 0) {
        byte if byte < 0x80 => 4,
        byte if byte < 0xF0 => 3,
        byte => byte,
    };
    for (index, seen) in table.seen.iter_mut().enumerate() {
        let byte = param(params, 1 + index);
        *seen = if byte < 0xF8 { byte % 3 / 2 } else { byte };
    }
    table.reserved = if param(params, 35) < 0xF8 { 0 } else { 1 };
    let melds: Vec<TehaiMeld> = params
        .get(36..)
        .unwrap_or_default()
        .chunks_exact(3)
        .take(5)
        .map(|bytes| TehaiMeld {
            kind: bytes[0] % 5,
            tile: bytes[1] % 36,
            red_fives: u8::from(bytes[2] > 0xF0),
            reserved: 0,
        })
        .collect();

    // The plain calls.
    let mut useful: TehaiUseful = sentinel();
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_hand_useful_tiles(&hand, &mut useful) };
    assert_no_internal_error(status);
    match rust_hand(&hand) {
        Some(rust) if rust.tile_count() % 3 == 1 => {
            assert_eq!(status, TehaiStatus::Ok);
            let expected = tehai::useful_tiles(&rust).expect("a 3N+1 hand");
            assert_eq!(useful.tiles, expected.tiles.bits());
            assert_eq!(useful.shanten, expected.shanten);
            assert_eq!(useful.count, expected.count());
            for tile in tehai::Tile::all() {
                if useful.tiles >> tile.index() & 1 == 1 {
                    let drawn = rust.with_added(tile).expect("a useful kind can be drawn");
                    let after = tehai::shanten(&drawn).expect("3N+2 tiles").min;
                    assert!(after < useful.shanten);
                }
            }
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&useful));
        }
    }
    let mut discards: TehaiDiscards = sentinel();
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_hand_discards(&hand, &mut discards) };
    assert_no_internal_error(status);
    match rust_hand(&hand) {
        Some(rust) if rust.tile_count() % 3 == 2 => {
            assert_eq!(status, TehaiStatus::Ok);
            let expected = tehai::discards(&rust).expect("a 3N+2 hand");
            assert_eq!(discards.row_count as usize, expected.entries().len());
            for (row, entry) in discards.rows.iter().zip(expected.entries()) {
                assert_eq!(usize::from(row.tile), entry.tile.index());
                assert_eq!(row.useful, entry.useful.bits());
                assert_eq!((row.shanten, row.count), (entry.shanten, entry.count));
            }
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&discards));
        }
    }

    // The calls with a table.
    let context_ok = |status: TehaiStatus| status == TehaiStatus::Ok;
    let mut with_useful: TehaiUseful = sentinel();
    let mut with_discards: TehaiDiscards = sentinel();
    let mut with_shanten: TehaiShanten = sentinel();
    let mut with_waits: TehaiWaits = sentinel();
    // SAFETY: `melds` holds `melds.len()` melds; the rest are locals.
    let statuses = unsafe {
        [
            tehai_hand_useful_tiles_with(
                &hand,
                melds.as_ptr(),
                melds.len(),
                &table,
                &mut with_useful,
            ),
            tehai_hand_discards_with(
                &hand,
                melds.as_ptr(),
                melds.len(),
                &table,
                &mut with_discards,
            ),
            tehai_hand_shanten_with(
                &hand,
                melds.as_ptr(),
                melds.len(),
                &table,
                &mut with_shanten,
            ),
            tehai_hand_waits_with(&hand, melds.as_ptr(), melds.len(), &table, &mut with_waits),
        ]
    };
    for status in statuses {
        assert_no_internal_error(status);
    }
    let [useful_status, discards_status, shanten_status, waits_status] = statuses;
    if !context_ok(useful_status) {
        assert!(untouched(&with_useful));
    }
    if !context_ok(discards_status) {
        assert!(untouched(&with_discards));
    }
    if !context_ok(shanten_status) {
        assert!(untouched(&with_shanten));
    }
    if !context_ok(waits_status) {
        assert!(untouched(&with_waits));
    }
    if context_ok(useful_status) {
        // The shanten call agrees, and a real wait has a copy left.
        assert_eq!(shanten_status, TehaiStatus::Ok);
        assert_eq!(with_shanten.min, with_useful.shanten);
        assert_eq!(waits_status, TehaiStatus::Ok);
        for index in 0..34 {
            if with_waits.waits >> index & 1 == 1 {
                assert!(with_useful.unseen[index] > 0);
            }
            if with_useful.tiles >> index & 1 == 1 {
                assert!(with_useful.unseen[index] > 0);
            }
        }
        assert_eq!(with_waits.waits != 0, with_useful.shanten == 0);
    }
    if context_ok(discards_status) {
        assert_eq!(shanten_status, TehaiStatus::Ok);
        assert_eq!(with_discards.shanten, with_shanten.min);
    }
});
