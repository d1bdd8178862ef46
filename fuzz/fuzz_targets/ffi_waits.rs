//! `tehai_hand_waits` at the plain table (a NULL context): equal to the Rust
//! API; every real wait wins and can be drawn, every fifth-tile wait is held
//! four times.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{TehaiStatus, TehaiWaits, tehai_hand_waits};
use tehai_fuzz::{assert_no_internal_error, hand_and_params, rust_hand, sentinel, untouched};

fuzz_target!(|data: &[u8]| {
    let (hand, _) = hand_and_params(data);
    let mut waits: TehaiWaits = sentinel();
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_hand_waits(&hand, std::ptr::null(), &mut waits) };
    assert_no_internal_error(status);
    match rust_hand(&hand) {
        Some(rust) if rust.tile_count() % 3 == 1 => {
            assert_eq!(status, TehaiStatus::Ok);
            let expected =
                tehai::waits(&rust, &tehai::Context::default()).expect("a 3N+1 hand waits");
            assert_eq!(waits.waits, expected.waits.bits());
            assert_eq!(waits.fifth_tile, expected.fifth_tile.bits());
            assert_eq!(waits.waits & waits.fifth_tile, 0);
            assert_eq!((waits.waits | waits.fifth_tile) >> 34, 0);
            for tile in tehai::Tile::all() {
                let bit = 1u64 << tile.index();
                if waits.waits & bit != 0 {
                    let next = rust.with_added(tile).expect("a real wait can be drawn");
                    assert!(tehai::is_win(&next));
                }
                if waits.fifth_tile & bit != 0 {
                    assert_eq!(rust.count(tile), 4);
                }
            }
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&waits));
        }
    }
});
