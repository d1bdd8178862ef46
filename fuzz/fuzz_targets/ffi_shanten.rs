//! `tehai_hand_shanten` at the plain table (a NULL context): equal to the
//! Rust API, the sentinel for forms that do
//! not apply, -1 exactly for complete hands.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{TEHAI_SHANTEN_NOT_APPLICABLE, TehaiShanten, TehaiStatus, tehai_hand_shanten};
use tehai_fuzz::{assert_no_internal_error, hand_and_params, rust_hand, sentinel, untouched};

fuzz_target!(|data: &[u8]| {
    let (hand, _) = hand_and_params(data);
    let mut out: TehaiShanten = sentinel();
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_hand_shanten(&hand, std::ptr::null(), &mut out) };
    assert_no_internal_error(status);
    match rust_hand(&hand) {
        Some(rust) if rust.tile_count() % 3 != 0 => {
            assert_eq!(status, TehaiStatus::Ok);
            let expected =
                tehai::shanten(&rust, &tehai::Context::default()).expect("3N+1 or 3N+2 tiles");
            assert_eq!(out.min, expected.min);
            assert_eq!(out.regular, expected.regular);
            assert_eq!(
                out.seven_pairs,
                expected.seven_pairs.unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE)
            );
            assert_eq!(
                out.thirteen_orphans,
                expected
                    .thirteen_orphans
                    .unwrap_or(TEHAI_SHANTEN_NOT_APPLICABLE)
            );
            assert!((-1..=13).contains(&out.min));
            if rust.tile_count() % 3 == 2 {
                assert_eq!(out.min == -1, tehai::is_win(&rust));
            }
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&out));
        }
    }
});
