//! `tehai_hand_win_forms`: equal to the Rust win check, nothing written on failure.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{TehaiStatus, tehai_hand_win_forms};
use tehai_fuzz::{assert_no_internal_error, hand_and_params, rust_hand, sentinel, untouched};

fuzz_target!(|data: &[u8]| {
    let (hand, _) = hand_and_params(data);
    let mut forms: u32 = sentinel();
    // SAFETY: both pointers are to locals.
    let status = unsafe { tehai_hand_win_forms(&hand, &mut forms) };
    assert_no_internal_error(status);
    match rust_hand(&hand) {
        Some(rust) if rust.tile_count() % 3 == 2 => {
            assert_eq!(status, TehaiStatus::Ok);
            assert_eq!(forms, u32::from(tehai::win_forms(&rust).bits()));
            assert_eq!(forms != 0, tehai::is_win(&rust));
        }
        _ => {
            assert_ne!(status, TehaiStatus::Ok);
            assert!(untouched(&forms));
        }
    }
});
