//! `tehai_hand_to_mpsz`, `tehai_parsed_hand_to_mpsz`, `tehai_hand_to_counts`
//! and `tehai_hand_tile_count` with every capacity: nothing is written past
//! the capacity, nothing at all on failure, and the text parses back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tehai_capi::{
    TehaiParsedHand, TehaiStatus, tehai_hand_tile_count, tehai_hand_to_counts, tehai_hand_to_mpsz,
    tehai_parsed_hand_to_mpsz,
};
use tehai_fuzz::{SENTINEL, assert_no_internal_error, hand_and_params, param, rust_hand};

fuzz_target!(|data: &[u8]| {
    let (hand, params) = hand_and_params(data);
    let capacity = usize::from(param(params, 0) % 24);
    let mut buffer = [SENTINEL; 32];
    let mut len = usize::MAX;
    // SAFETY: `buffer` holds 32 >= `capacity` writable bytes; `len` is a local.
    let status =
        unsafe { tehai_hand_to_mpsz(&hand, buffer.as_mut_ptr().cast(), capacity, &mut len) };
    assert_no_internal_error(status);
    assert!(buffer[capacity..].iter().all(|&byte| byte == SENTINEL));
    match rust_hand(&hand) {
        Some(rust) => {
            let text = rust.to_string();
            assert_eq!(len, text.len());
            if status == TehaiStatus::Ok {
                assert_eq!(&buffer[..len], text.as_bytes());
                assert_eq!(buffer[len], 0);
            } else {
                assert_eq!(status, TehaiStatus::BufferTooSmall);
                assert!(capacity <= text.len());
                assert!(buffer.iter().all(|&byte| byte == SENTINEL));
            }
            let mut tiles = 0u32;
            // SAFETY: both pointers are to locals.
            assert_eq!(
                unsafe { tehai_hand_tile_count(&hand, &mut tiles) },
                TehaiStatus::Ok
            );
            assert_eq!(tiles, rust.tile_count());
        }
        None => {
            assert_ne!(status, TehaiStatus::Ok);
            assert_eq!(len, usize::MAX);
            assert!(buffer.iter().all(|&byte| byte == SENTINEL));
        }
    }

    let parsed = TehaiParsedHand {
        hand,
        red_fives: [
            param(params, 1) % 6,
            param(params, 2) % 6,
            param(params, 3) % 6,
        ],
    };
    let mut buffer = [SENTINEL; 32];
    let mut len = usize::MAX;
    // SAFETY: as above.
    let status = unsafe {
        tehai_parsed_hand_to_mpsz(&parsed, buffer.as_mut_ptr().cast(), capacity, &mut len)
    };
    assert_no_internal_error(status);
    assert!(buffer[capacity..].iter().all(|&byte| byte == SENTINEL));
    match status {
        TehaiStatus::Ok => {
            let text = std::str::from_utf8(&buffer[..len]).expect("ASCII text");
            assert_eq!(buffer[len], 0);
            if !text.is_empty() {
                let back: tehai::notation::ParsedHand = text.parse().expect("the text parses back");
                assert_eq!(tehai_capi::TehaiHand::from(back.hand), hand);
                assert_eq!(back.red_fives, parsed.red_fives);
            }
        }
        TehaiStatus::BufferTooSmall => {
            assert!(capacity <= len);
            assert!(buffer.iter().all(|&byte| byte == SENTINEL));
        }
        _ => {
            assert_eq!(len, usize::MAX);
            assert!(buffer.iter().all(|&byte| byte == SENTINEL));
        }
    }

    let mut counts = [SENTINEL; 40];
    let capacity = usize::from(param(params, 4) % 40);
    // SAFETY: `counts` holds 40 >= `capacity` writable bytes.
    let status = unsafe { tehai_hand_to_counts(&hand, counts.as_mut_ptr(), capacity) };
    assert_no_internal_error(status);
    let written = if status == TehaiStatus::Ok { 34 } else { 0 };
    assert!(counts[written..].iter().all(|&byte| byte == SENTINEL));
});
