//! `tehai_hand_useful_tiles`, `tehai_hand_discards`, `tehai_hand_shanten` and
//! `tehai_hand_waits` at the plain table (a NULL or zero-initialised
//! context) and with any table and melds (raw bytes, as C would pass them):
//! equal to the Rust API at the plain table, nothing written on failure, and
//! the answers consistent with each other (a useful kind lowers the shanten
//! number, a discard row is the useful tiles of the hand without its tile, a
//! real wait has a copy left).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai::Context;
use tehai_capi::{
    TehaiContext, TehaiDiscards, TehaiMeld, TehaiShanten, TehaiStatus, TehaiTable, TehaiUseful,
    TehaiWaits, tehai_hand_discards, tehai_hand_shanten, tehai_hand_useful_tiles, tehai_hand_waits,
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

    // The plain table: a NULL context, and a zero-initialised one, which
    // must answer the same.
    let plain = std::ptr::null::<TehaiContext>();
    let zeroed = TehaiContext::default();
    let mut useful: TehaiUseful = sentinel();
    let mut zeroed_useful: TehaiUseful = sentinel();
    // SAFETY: every pointer is NULL or to a local.
    let (status, zeroed_status) = unsafe {
        (
            tehai_hand_useful_tiles(&hand, plain, &mut useful),
            tehai_hand_useful_tiles(&hand, &zeroed, &mut zeroed_useful),
        )
    };
    assert_no_internal_error(status);
    assert_eq!((status, useful), (zeroed_status, zeroed_useful));
    match rust_hand(&hand) {
        Some(rust) if rust.tile_count() % 3 == 1 => {
            assert_eq!(status, TehaiStatus::Ok);
            let expected = tehai::useful_tiles(&rust, &Context::default()).expect("a 3N+1 hand");
            assert_eq!(useful.tiles, expected.tiles.bits());
            assert_eq!(useful.shanten, expected.shanten);
            assert_eq!(useful.count, expected.count());
            for tile in tehai::Tile::all() {
                if useful.tiles >> tile.index() & 1 == 1 {
                    let drawn = rust.with_added(tile).expect("a useful kind can be drawn");
                    let after = tehai::shanten(&drawn, &Context::default())
                        .expect("3N+2 tiles")
                        .min;
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
    let mut zeroed_discards: TehaiDiscards = sentinel();
    // SAFETY: every pointer is NULL or to a local.
    let (status, zeroed_status) = unsafe {
        (
            tehai_hand_discards(&hand, plain, &mut discards),
            tehai_hand_discards(&hand, &zeroed, &mut zeroed_discards),
        )
    };
    assert_no_internal_error(status);
    assert_eq!((status, discards), (zeroed_status, zeroed_discards));
    match rust_hand(&hand) {
        Some(rust) if rust.tile_count() % 3 == 2 => {
            assert_eq!(status, TehaiStatus::Ok);
            let expected = tehai::discards(&rust, &Context::default()).expect("a 3N+2 hand");
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

    // With a context: the declared melds and a table.
    let context_ok = |status: TehaiStatus| status == TehaiStatus::Ok;
    let mut with_useful: TehaiUseful = sentinel();
    let mut with_discards: TehaiDiscards = sentinel();
    let mut with_shanten: TehaiShanten = sentinel();
    let mut with_waits: TehaiWaits = sentinel();
    let context = TehaiContext {
        melds: melds.as_ptr(),
        meld_count: melds.len(),
        table: &table,
    };
    // SAFETY: `context` points to `melds.len()` melds and to `table`; the
    // outputs are locals.
    let statuses = unsafe {
        [
            tehai_hand_useful_tiles(&hand, &context, &mut with_useful),
            tehai_hand_discards(&hand, &context, &mut with_discards),
            tehai_hand_shanten(&hand, &context, &mut with_shanten),
            tehai_hand_waits(&hand, &context, &mut with_waits),
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
